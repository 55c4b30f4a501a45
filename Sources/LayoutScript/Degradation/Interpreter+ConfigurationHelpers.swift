/// An undeclared method called on an object the same expression creates, with one closure as its only argument —
/// `UILabel().set { $0.text = "Hi" }`, `.init().applying { … }`, `UIStackView().also { … }` — is a configuration
/// helper from a file not given, written like Then's `then`: the closure runs with the new object and the call gives
/// the object back. The shape is the evidence, not the name: a closure handed a freshly made object configures it
/// (nothing else holds the object yet to react to), so it runs; the same call on an existing object
/// (`button.onTap { … }`) is a handler and follows the rule for closures passed to unknown code. One warning per
/// helper name.
///
/// ```swift
/// private let titleLabel: UILabel = .init().set { $0.font = .boldSystemFont(ofSize: 30) }   // a configured UILabel
/// ```
extension Interpreter {
    /// The configured object for `receiver.name { … }` when `baseExpression` creates `receiver` and `name` is
    /// undeclared; nil when the call is not such a helper.
    func configurationHelper(_ baseExpression: Expr, _ receiver: Value, _ name: String, _ call: Call, in scope: Scope,
                             at span: SourceSpan) throws -> Value? {
        guard name != "then", name != "do", // Then's own, built in (``thenOrDo(_:_:_:in:at:)``)
              call.arguments.count == 1, call.arguments[0].label == nil || call.arguments[0].isTrailingClosure,
              case .closure(let literal) = call.arguments[0].value,
              max(literal.anonymousParameterCount, literal.parameters.count) == 1,
              case .object(let object) = receiver, !receiver.isUnknown, isInitializerCall(baseExpression),
              !memberNames(of: receiver).contains(name), extensionMethods(of: receiver, named: name).isEmpty,
              hostType(of: object)?.methods(named: name).isEmpty != false else { return nil }
        if configurationHelpersWarned.insert(name).inserted {
            warn("'\(name)' is not declared: taken as a configuration helper like Then's 'then' — its closure runs "
                     + "with the new \(typeName(of: receiver)) and the call gives it back", at: span)
        }
        let closure = try evaluate(call.arguments[0].value, in: scope)
        _ = try self.call(closure, arguments: [receiver], at: span)
        return receiver
    }

    /// Whether `expression` makes a new object: `UILabel()`, `UIView(frame: .zero)`, `.init()`, `UILabel.init()`.
    private func isInitializerCall(_ expression: Expr) -> Bool {
        guard case .call(let call) = expression else { return false }
        switch call.callee {
        case .name(let name, _): return name.first?.isUppercase == true
        case .implicitMember(let name, _): return name == "init"
        case .member(_, let member): return member.name == "init"
        case .specialized: return true
        default: return false
        }
    }
}
