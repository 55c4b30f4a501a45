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
        for count in stride(from: call.arguments.count - 1, through: 0, by: -1) {
            let leading = Array(call.arguments.prefix(count))
            let extra = Array(call.arguments.dropFirst(count))
            guard extra.allSatisfy({ $0.label != nil }) else { return nil }
            let fitting = candidates.filter { ArgumentMatching.match(leading, to: $0.parameters.shapes) != nil }
            guard !fitting.isEmpty else { continue }
            let symbol = "\(host.name).\(Selector.text(name, call.labels))"
            let uikit = Selector.text(name, leading.map(\.label))
            warnOnce("'\(symbol)' is not declared (an extension in another file?): UIKit's '\(uikit)' runs with the "
                         + "arguments it takes; what the others add is unknown", at: span)
            let result = try callHost(fitting, receiver: receiver,
                                      Call(callee: call.callee, arguments: leading, span: call.span, anchor: call.anchor),
                                      in: scope, describing: "instance method '\(name)'", at: span)
            let rest = Call(callee: call.callee, arguments: extra, span: call.span, anchor: call.anchor)
            activateConstraintArguments(of: rest, callee: symbol, in: scope, at: span)
            _ = absorbCall(.void, rest, in: scope)
            return result
        }
        return nil
    }
}
