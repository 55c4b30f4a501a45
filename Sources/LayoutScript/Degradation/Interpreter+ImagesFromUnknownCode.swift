import LayoutScene

/// An image view with no image that the files hand to code they do not define — an unknown method called on it with
/// the app's data or a name among its arguments (`avatar.sd_setImage(with: user.photoURL)`; not `avatar.setSize(50)`),
/// an unknown method of an unknown member of it (`avatar.kf.setImage(with: url)`), or the view passed to unknown code
/// together with a value the files do not have
/// (`ImageCache.load(from: item.iconURL, into: cover)`; not `stack.addArrangedSubview(cover)`, nor `pin(cover, to:
/// card)`) — gets its image from that code at run time: unknown code may do anything to what it is given, and what
/// an image view is handed over for is its picture. Unknown is a value, so the image is the app's own, unknown: it
/// stands in as a placeholder image (``LayoutScene/Image/init(standingInFor:)``, a 44 pt square, an estimate) named
/// after the first argument that is not the view — where the app's data comes from — so the view gets the intrinsic
/// size a picture would give it, with one warning per view. An image view that already shows an image keeps it, and
/// a call that hands nothing over (`avatar.makeRound()`) gives no image.
///
/// ```swift
/// avatarImageView.kf.setImage(with: viewModel.avatarURL)
/// // warning: 'avatarImageView' is handed to 'avatarImageView.kf.setImage', which is unknown and sets its image at
/// // run time: it shows a stand-in image ‹viewModel.avatarURL›
/// ```
extension Interpreter {
    /// Gives each image view among a call's receiver and arguments that shows nothing a stand-in image, for a call
    /// of the unknown `callee` whose arguments evaluated to `arguments`.
    func giveStandInImages(handedTo call: Call, callee: String, arguments: [Value?], receiver: Value?,
                           in scope: Scope) {
        // the app's data handed over (`setSize(50)`, `round(radius: 8)` hand over numbers), or a name
        let handsOverData = arguments.contains { $0?.isUnknown == true }
        let handsOverName = call.arguments.contains { if case .string = $0.value { true } else { false } }
        var handed: [(view: ImageView, spelling: String)] = []
        if handsOverData || handsOverName, let (view, spelling) = imageViewCalledOn(call, receiver: receiver, in: scope) {
            handed.append((view, spelling))
        }
        // an image view passed along with the app's data (`load(from: item.iconURL, into: cover)`), not on its own
        // (`stack.addArrangedSubview(cover)`) or with literals and views (`pin(cover, to: card, inset: 8)`)
        if handsOverData {
            for (argument, value) in zip(call.arguments, arguments) {
                guard let view = value?.host(ImageView.self) else { continue }
                handed.append((view, source.spelling(of: argument.value.span)))
            }
        }
        // where the picture comes from: the first argument that is not an image view
        let origin = zip(call.arguments, arguments).first { $0.1?.host(ImageView.self) == nil }?.0
        let name = PlaceholderText.text(for: origin.map { source.spelling(of: $0.value.span) } ?? callee)
        for (view, spelling) in handed where view.image == nil {
            view.image = Image(standingInFor: name)
            warn("'\(spelling)' is handed to '\(callee)', which is unknown and sets its image at run time: it shows a "
                     + "stand-in image \(name)", at: call.callee.span)
        }
    }

    /// The image view a call is made on — `view.method(…)` (the given `receiver`) or `view.member.method(…)` where
    /// `view.member` is unknown — with the view's spelling.
    private func imageViewCalledOn(_ call: Call, receiver: Value?, in scope: Scope) -> (ImageView, String)? {
        guard case .member(let base, _) = call.callee.unwrappingChains else { return nil }
        if let view = receiver?.host(ImageView.self) { return (view, source.spelling(of: base.span)) }
        guard case .member(let root, _) = base.unwrappingChains, root.unwrappingChains.isPlainReference,
              let value = try? evaluate(root.unwrappingChains, in: scope),
              let view = value.host(ImageView.self),
              (try? evaluate(base.unwrappingChains, in: scope))?.isUnknown == true else { return nil }
        return (view, source.spelling(of: root.span))
    }
}

private extension Expr {
    /// The expression without the optional-chaining and force-unwrapping around it (`view?` is `view`).
    var unwrappingChains: Expr {
        switch self {
        case .optionalChain(let inner, _), .optionalChainEnd(let inner), .forceUnwrap(let inner, _):
            inner.unwrappingChains
        default:
            self
        }
    }

    /// Whether evaluating the expression only reads a name: `view`, `self`, `self.view`.
    var isPlainReference: Bool {
        switch self {
        case .name, .selfReference: true
        case .member(.selfReference, _): true
        default: false
        }
    }
}
