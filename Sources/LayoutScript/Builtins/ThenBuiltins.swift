/// Then's `then` and `do` (github.com/devxoul/Then), built in because view files use them everywhere:
/// `UILabel().then { $0.text = "Hi" }` runs the closure with the object and returns it; `.do { }` returns nothing.
extension Interpreter {
    /// The result of `base.then { … }` or `base.do { … }`, or nil when the call is something else (another name,
    /// other arguments, or an object whose class has a member of that name).
    func thenOrDo(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard name == "then" || name == "do", call.arguments.count == 1, call.arguments[0].label == nil,
              case .closure = call.arguments[0].value, !base.isUnknown,
              !memberNames(of: base).contains(name) else { return nil }
        let closure = try evaluate(call.arguments[0].value, in: scope)
        _ = try self.call(closure, arguments: [base], at: span)
        return name == "then" ? base : .void
    }
}
