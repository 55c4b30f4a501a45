/// A method of a UIKit, Core Graphics or Foundation type called with labels no overload of UIKit has — an app's own
/// extension defined in another file, such as `UIFont.preferredFont(ofSize:)` beside UIKit's
/// `preferredFont(forTextStyle:)`, or `collectionView.register(Cell.self)` from a reuse helper — is an unknown
/// symbol: the call is skipped (closures among its arguments are not run) and the scene warns once, at its first use:
///
/// ```swift
/// label.font = UIFont.preferredFont(ofSize: 14)
/// // warning: unknown symbol 'UIFont.preferredFont(ofSize:)': UIKit has no such method (an extension in another
/// // file?); what uses it is skipped — the label keeps its default font
/// ```
///
/// A call that is clearly a typo of a real overload stays an error with swiftc's message: as many arguments as the
/// overload takes, each label either the overload's or a likely misspelling of it
/// (`register(_:forCellReuseIdentifer:)`). SnapKit's DSL and the types the scene declares are not degraded.
extension Interpreter {
    func degradedHostMethod(_ host: HostType, _ name: String, candidates: [HostFunction], _ call: Call,
                            isStatic: Bool, in scope: Scope, at span: SourceSpan) -> Value? {
        guard isUIKitOrFoundation(host) else { return nil }
        let shapes = candidates.map { function in
            function.parameters.shapes
        }
        guard !shapes.contains(where: { ArgumentMatching.match(call.arguments, to: $0) != nil }),
              !shapes.contains(where: { isLikelyTypo(call.arguments, of: $0) }) else { return nil }
        let symbol = "\(host.name).\(Selector.text(name, call.labels))"
        if skipped.noteUnknown(symbol) {
            warn("unknown symbol '\(symbol)': UIKit has no such \(isStatic ? "static " : "")method (an extension in "
                     + "another file?); what uses it is skipped", at: span)
        }
        return absorbCall(.unknown(symbol), call, in: scope)
    }

    /// Whether the arguments fit `parameters` but for misspelt labels: the same count, every label the parameter's
    /// or within a typo of it (`forCellReuseIdentifer` for `forCellReuseIdentifier`).
    private func isLikelyTypo(_ arguments: [Argument], of parameters: [ParameterShape]) -> Bool {
        guard arguments.count == parameters.count else { return false }
        return zip(arguments, parameters).allSatisfy { argument, parameter in
            guard argument.label != parameter.label else { return true }
            guard let given = argument.label, let expected = parameter.label else { return false }
            return Suggestion.isLikelyMisspelling(given, of: [expected])
        }
    }

    /// Whether a host type is UIKit, Core Graphics, Core Animation or Foundation API (an app may extend it), as
    /// opposed to SnapKit's DSL, whose wrong calls stay errors.
    func isUIKitOrFoundation(_ host: HostType) -> Bool {
        ["UI", "NS", "CG", "CA"].contains { host.name.hasPrefix($0) }
    }
}
