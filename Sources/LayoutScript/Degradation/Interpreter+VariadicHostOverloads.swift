/// An app's variadic overload of a UIKit method that takes one unlabelled argument, declared in a file not given —
/// `view.addSubview(title, icon, button)` from `extension UIView { func addSubview(_ views: UIView...) }`, or
/// `stack.addArrangedSubview(name, price)` — does what UIKit's method does, to each argument in turn: UIKit's method
/// is called once per argument, left to right, with one warning per symbol at its first call.
///
/// ```swift
/// view.addSubview(title, icon)
/// // warning: 'UIView.addSubview(_:_:)' is an overload in a file not given: UIKit's 'addSubview(_:)' is called
/// // with each argument in turn
/// ```
extension Interpreter {
    /// The result of calling UIKit's one-argument method once per argument, or nil when the call is not of that
    /// shape: two or more unlabelled arguments, none a closure (`addArrangedSubview(UIView()) { view in … }` is
    /// another helper), and a UIKit method of the name taking exactly one unlabelled one.
    func callVariadicHostOverload(_ host: HostType, _ name: String, candidates: [HostFunction], receiver: Value,
                                  _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard isUIKitOrFoundation(host), call.arguments.count >= 2,
              call.arguments.allSatisfy({ argument in
                  if case .closure = argument.value { return false }
                  return argument.label == nil
              }),
              !candidates.contains(where: { ArgumentMatching.match(call.arguments, to: $0.parameters.shapes) != nil })
        else { return nil }
        let single = candidates.filter { function in
            let shapes = function.parameters.shapes
            return shapes.count == 1 && shapes[0].label == nil && !shapes[0].isVariadic && !shapes[0].acceptsClosure
        }
        guard !single.isEmpty else { return nil }
        let symbol = "\(host.name).\(Selector.text(name, call.labels))"
        warnOnce("'\(symbol)' is an overload in a file not given: UIKit's '\(name)(_:)' is called with each "
                     + "argument in turn", at: span)
        for argument in call.arguments {
            _ = try callHost(single, receiver: receiver, call.with(arguments: [argument]), in: scope,
                             describing: "instance method '\(name)'", at: span)
        }
        return .void
    }
}
