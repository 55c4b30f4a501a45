import LayoutScene

/// A view in no view tree that a file hands to unknown code of a view — `setupView(stackView)`,
/// `contentView.install(badge)`, a helper declared in a file not given — and then constrains as if it were in the tree
/// (`stackView.topAnchor.constraint(equalTo: topAnchor)`, `badge.snp.makeConstraints { … }`) was most likely added
/// by that code: when the file first reaches for its constraints (`snp`, an anchor) while it is still in no tree, it
/// becomes a subview of the view the code was called on (a controller's loaded view for a controller), with one
/// warning per view, instead of every constraint on it being refused.
///
/// The same holds for a view standing in for what unknown code made when given a view (`mainView = [UIView
/// jh_viewWithColor:c addToSuperview:self.view]`, ``Interpreter/viewStandIn(for:boundTo:declared:at:)``): constrained
/// while in no tree, it is taken as added to the view the code was given. So does a view in no tree whose own
/// unknown method is given a view (`label.setupForAutoLayout(in: contentView)`, `badge.pin(to: card)`): it is taken
/// as added to the first view given. A view already in a tree whose own unknown method is given the view it is in
/// (`tableView.pin(to: view)`) and that ends up with no frame or constraint of its own is taken as filling it
/// (``pinViewsLeftUnplaced()``). A child controller handed over (`add(child)`, an app's helper adding a child) hands
/// over its view the same way, and an outlet's stand-in view (``noteOutletStandIn(_:of:className:at:)``) is taken as
/// added where its nib holds it, filling it at the weakest priorities (``fill(_:with:at:)``) where the code states
/// nothing.
///
/// ```swift
/// setupView(stackView)                                                      // unknown: stackView is handed over
/// stackView.topAnchor.constraint(equalTo: topAnchor).isActive = true       // stackView joins self first
/// // warning: 'stackView' is in no view tree, but was handed to 'setupView' (unknown code) of 'Cell' and is then
/// // constrained: it is taken as added to 'Cell' by that call
/// ```
extension Interpreter {
    /// Remembers each view in no tree among `arguments` (or in an array among them), handed to `callee`, unknown code
    /// of `receiver`.
    func noteViewsHanded(_ arguments: [Value?], to receiver: Value?, callee: String, at span: SourceSpan) {
        guard let owner = receiver.flatMap(ownerView) else { return }
        for argument in arguments {
            let values = if case .array(let elements)? = argument { elements } else { [argument].compactMap { $0 } }
            for case let view? in values.map({ $0.host(View.self) }) where view.superview == nil && view !== owner {
                viewsHandedToUnknownCode[ObjectIdentifier(view)] = HandedView(owner: owner, callee: callee, span: span)
            }
            // a child controller (`add(child)`, `embed(child)`): its view, once loaded, the same way
            for case let child? in values.map({ $0.host(ViewController.self) })
            where child.viewIfLoaded?.superview == nil && child.viewIfLoaded !== owner {
                viewsHandedToUnknownCode[ObjectIdentifier(child)] = HandedView(owner: owner, callee: callee, span: span)
            }
        }
    }

    /// Adds `view` to the view it was handed to unknown code of, when it is still in no tree: the file reaches for
    /// its constraints (`member`, `snp` or an anchor) as the code it was handed to would have added it. The
    /// hand-over is used up by the first reach, so a view placed by other code first is never moved later.
    func adoptHandedView(_ view: View, reachingFor member: String) {
        guard member == "snp" || member.hasSuffix("Anchor"),
              let handed = viewsHandedToUnknownCode.removeValue(forKey: ObjectIdentifier(view))
                ?? view.owningViewController.flatMap({
                    viewsHandedToUnknownCode.removeValue(forKey: ObjectIdentifier($0))
                }),
              view.superview == nil, !handed.owner.isDescendant(of: view) else { return }
        if handed.relation == .outletOf {
            // the nib's own constraints are unknown: the weakest pins fill its root where the code states nothing
            fill(handed.owner, with: view, at: handed.span)
        } else {
            handed.owner.addSubview(view)
        }
        let owner = describedName(of: handed.owner)
        let how = switch handed.relation {
        case .madeByCodeGiven: "was made by '\(handed.callee)' (unknown code) given '\(owner)'"
        case .handedToCodeOf: "was handed to '\(handed.callee)' (unknown code) of '\(owner)'"
        case .itsCodeGiven: "its own '\(handed.callee)' (unknown code) was given '\(owner)'"
        case .outletOf: "is an outlet of '\(handed.callee)'"
        }
        let name = view.owningViewController.map { controller in
            "\((view as? PlaceholderView)?.className ?? typeName(of: .object(controller))).view"
        } ?? view.displayName
        let by = handed.relation == .outletOf ? "by its nib" : "by that call"
        warn("'\(name)' is in no view tree, but \(how) and is then constrained: it is taken as added to "
                 + "'\(owner)' \(by)", at: handed.span)
    }

    /// `UIView.jh_viewWithColor(c, addToSuperview: self).snp.makeConstraints { … }`: the constraints (`snp`, an
    /// anchor) of what an unknown call given views made, used where the call is, are those of a placeholder view
    /// captioned with the call, added to the first view the call was given; nil for any other member or value.
    func viewMadeByUnknownCode(_ value: Value, reachingFor member: String, at span: SourceSpan) -> Value? {
        guard member == "snp" || member.hasSuffix("Anchor"), let symbol = value.unknownSymbol,
              let given = symbol.viewsGiven.first,
              let made = try? makeView(PlaceholderView(className: symbol.name), at: span),
              let view = made.host(View.self) else { return nil }
        view.translatesAutoresizingMaskIntoConstraints = false
        given.addSubview(view)
        return try? memberIfPresent(of: made, member, at: span)
    }

    /// Remembers a view standing in for what an unknown call given views made (`mainView = [UIView
    /// jh_viewWithColor:c addToSuperview:self.view]`), so that constraining it while it is in no tree adds it to the
    /// first view the call was given, as such factories do.
    func noteViewMadeByUnknownCode(_ view: View, from symbol: UnknownSymbol, at span: SourceSpan) {
        guard view.superview == nil, let given = symbol.viewsGiven.first(where: { $0 !== view }) else { return }
        viewsHandedToUnknownCode[ObjectIdentifier(view)] = HandedView(owner: given, callee: symbol.name, span: span,
                                                                      relation: .madeByCodeGiven)
    }

    /// Remembers a view in a tree whose own unknown method is given the view it is in (`tableView.pin(to: view)`,
    /// `card.fill(in: contentView)`), for ``pinViewsLeftUnplaced()``.
    func noteViewPinnedByUnknownCode(_ receiver: Value?, _ arguments: [Value?], callee: String, at span: SourceSpan) {
        guard let view = receiver?.host(View.self), let container = view.superview,
              arguments.contains(where: { $0?.host(View.self) === container }),
              !viewsPinnedByUnknownCode.contains(where: { $0.view === view }) else { return }
        viewsPinnedByUnknownCode.append(PinnedView(view: view, container: container, callee: callee, span: span))
    }

    /// Once the scene has run, each view its own unknown code was given the view it is in, and that is still there
    /// with no frame and no constraint of its own, was most likely pinned there by that code: it fills that view
    /// through edge constraints of priority 2 (top, leading) and 1 (bottom, trailing), which a label's content size
    /// outweighs, its `translatesAutoresizingMaskIntoConstraints` cleared as such helpers do, with one warning per
    /// view. A view the file gives a frame or constraints keeps them.
    func pinViewsLeftUnplaced() {
        for pinned in viewsPinnedByUnknownCode {
            let view = pinned.view
            guard view.superview === pinned.container, view.frame == .zero,
                  view.activeLayoutConstraints.isEmpty else { continue }
            view.translatesAutoresizingMaskIntoConstraints = false
            fill(pinned.container, with: view, at: pinned.span)
            warn("'\(describedName(of: view))' is given '\(describedName(of: pinned.container))', the view it is in, "
                     + "by its own '\(pinned.callee)' (unknown code) and has no frame or constraint of its own: it is "
                     + "taken as filling it", at: pinned.span)
        }
    }

    /// Remembers an outlet's stand-in view (see ``valueFromOutside(_:declared:type:in:)``) of a view `object`, so that
    /// constraining it while it is still in no tree adds it where the object's nib would have (``nibRoot(of:)``). A
    /// controller's outlets need no such note: they are in its view before `viewDidLoad()`
    /// (``loadOutletsFromStoryboard(of:)``).
    func noteOutletStandIn(_ outlet: Value, of object: Value, className: String, at span: SourceSpan) {
        guard let view = outlet.host(View.self), view.superview == nil, let owner = object.host(View.self),
              owner !== view else { return }
        viewsHandedToUnknownCode[ObjectIdentifier(view)] = HandedView(owner: nibRoot(of: owner), callee: className,
                                                                      span: span, relation: .outletOf)
    }

    /// Remembers a view in no tree whose own unknown method is given a view (`label.setupForAutoLayout(in:
    /// contentView)`), so that constraining it while it is still in no tree adds it to the first view given.
    func noteViewGivenToUnknownCode(of receiver: Value?, _ arguments: [Value?], callee: String, at span: SourceSpan) {
        guard let view = receiver?.host(View.self), view.superview == nil,
              let given = arguments.lazy.compactMap({ $0?.host(View.self) }).first(where: { $0 !== view })
        else { return }
        viewsHandedToUnknownCode[ObjectIdentifier(view)] = HandedView(owner: given, callee: callee, span: span,
                                                                      relation: .itsCodeGiven)
    }

    /// A view's name in a warning: its own, else its owner's followed by what UIKit calls it (`Cell.contentView`), else
    /// `view` for a controller's view, else its class's.
    private func describedName(of view: View) -> String {
        if !view.displayName.hasPrefix("#") { return view.displayName }
        if view.owningViewController != nil { return "view" }
        if let derived = view.derivedName, let owner = derived.owner {
            return describedName(of: owner) + "." + derived.suffix
        }
        return typeName(of: .object(view))
    }

    /// The view unknown code of `value` would add views to: a view itself, a controller's loaded view.
    private func ownerView(_ value: Value) -> View? {
        if let view = value.host(View.self) { return view }
        return value.host(ViewController.self)?.viewIfLoaded
    }
}

/// A view whose own unknown code was given the view it is in, that code's name and where.
struct PinnedView {
    let view: View
    let container: View
    let callee: String
    let span: SourceSpan
}

/// A view handed to unknown code: the view it is taken as added to, the code's name and where.
struct HandedView {
    /// How the view met unknown code.
    enum Relation {
        /// The view was handed to code of `owner` (`contentView.install(badge)`).
        case handedToCodeOf
        /// The view is what the code made when given `owner` (`[UIView jh_viewWithColor:c addToSuperview:owner]`).
        case madeByCodeGiven
        /// The view's own code was given `owner` (`badge.setupForAutoLayout(in: owner)`).
        case itsCodeGiven
        /// The view is an outlet of the object whose nib holds its views in `owner`.
        case outletOf
    }

    let owner: View
    let callee: String
    let span: SourceSpan
    var relation = Relation.handedToCodeOf
}
