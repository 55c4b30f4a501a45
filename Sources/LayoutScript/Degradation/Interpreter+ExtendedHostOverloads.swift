import LayoutScene

/// An app's overload of a UIKit method that adds labelled parameters after UIKit's own — `view.addSubview(card,
/// constraints: […])`, `button.setTitle("Go", for: .normal, animated: true)`, declared in a file not given — does what
/// UIKit's method does and more. The call runs UIKit's overload with the leading arguments it takes; the extra ones
/// are handled as arguments of an unknown call (constraints among them are activated, closures that build layout
/// run). One warning per overload names both.
///
/// ```swift
/// view.addSubview(card, constraints: [card.topAnchor.constraint(equalTo: view.topAnchor)])
/// // warning: 'UIView.addSubview(_:constraints:)' is not declared (an extension in another file?): UIKit's
/// // 'addSubview(_:)' runs with the arguments it takes; what the others add is unknown
/// ```
extension Interpreter {
    /// The result of UIKit's overload run on the call's leading arguments, or nil when no overload takes a prefix of
    /// them followed by labelled arguments only.
    func callExtendedHostOverload(_ host: HostType, _ name: String, candidates: [HostFunction], receiver: Value,
                                  _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard isUIKitOrFoundation(host), call.arguments.count > 1,
              !candidates.contains(where: { ArgumentMatching.match(call.arguments, to: $0.parameters.shapes) != nil })
        else { return nil }
        guard let (fitting, leading, extra) = candidates.fittingPrefix(of: call.arguments) else { return nil }
        let symbol = "\(host.name).\(Selector.text(name, call.labels))"
        warnOnce("'\(symbol)' is not declared (an extension in another file?): UIKit's "
                     + "'\(Selector.text(name, leading.map(\.label)))' runs with the arguments it takes; what the others "
                     + "add is unknown", at: span)
        let result = try callHost(fitting, receiver: receiver, call.with(arguments: leading), in: scope,
                                  describing: "instance method '\(name)'", at: span)
        let rest = call.with(arguments: extra)
        activateConstraintArguments(of: rest, callee: symbol, in: scope, at: span)
        _ = absorbCall(.void, rest, in: scope)
        return result
    }
}
