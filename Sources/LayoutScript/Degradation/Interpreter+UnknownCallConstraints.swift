import LayoutScene

/// Constraints handed to code the file does not define (`view.addSubview(card, constraints: […])`,
/// `Layout.install(constraints)`) are constraints the file states: a function given constraints installs them, so
/// skipping the call would drop them and leave their views floating. The arguments of an unknown call are evaluated, as
/// Swift evaluates them before the call, and every constraint among them — one, or an array of them — is activated,
/// with one warning per callee. A closure met while evaluating them and handed to an unknown type's initializer is
/// stored for later (`Menu.add(Item(title: "Add", handler: { … }))`, an action): it is not run. One handed to an
/// unknown function is its completion (`manager.add(manager.request(path) { data in self.setUpUI() })`): one that
/// builds layout runs once after the step, as for any unknown call.
///
/// ```swift
/// view.addSubview(card, constraints: [card.topAnchor.constraint(equalTo: view.topAnchor)])
/// // warning: 'UIView.addSubview(_:constraints:)' is not declared: the constraints given to it are activated
/// ```
extension Interpreter {
    /// Evaluates the arguments of a call of an unknown callee (not closures, string, boolean and `nil` literals or
    /// `.members` with no type to read them in) and activates the constraints they hold. An argument whose evaluation
    /// fails is unknown, as the call is. Gives back the arguments' values, nil where not evaluated.
    @discardableResult
    func activateConstraintArguments(of call: Call, callee: String, in scope: Scope, at span: SourceSpan) -> [Value?] {
        evaluatingUnknownArguments += 1
        defer { evaluatingUnknownArguments -= 1 }
        let values = call.arguments.map { argument -> Value? in
            switch argument.value {
            case .closure, .implicitMember, .boolean, .string, .nilLiteral: return nil
            default: return try? evaluate(argument.value, in: scope)
            }
        }
        let inactive = values.compactMap { $0 }.flatMap(constraints(in:)).filter { !$0.isActive }
        if !inactive.isEmpty {
            LayoutConstraint.activate(inactive)
            warnOnce("'\(callee)' is not declared: the constraints given to it are activated", at: span)
        }
        return values
    }

    /// Constraints made right there and handed to a method of the app's — `[a.topAnchor.constraint(…), …].activate()`,
    /// an extension of `Array` in a file not given — are activated, with one warning per method: code has no other
    /// reason to hand on constraints it has just made than to install them. Only an array literal of constraints is
    /// taken so: a stored array may be handed on to be switched off. Nil when the call is not one.
    func activateFreshConstraints(_ base: Value, _ name: String, _ call: Call, at span: SourceSpan) -> Value? {
        guard case .array(let elements) = base, !elements.isEmpty, !BuiltinMembers.names(for: base).contains(name),
              case .member(.array, _) = call.callee else { return nil }
        let made = elements.compactMap { $0.host(LayoutConstraint.self) }
        guard made.count == elements.count else { return nil }
        let symbol = "[NSLayoutConstraint].\(Selector.text(name, call.labels))"
        _ = skipped.noteUnknown(symbol)
        LayoutConstraint.activate(made.filter { !$0.isActive })
        warnOnce("'\(symbol)' is not declared: the constraints it is called on, made right there, are activated",
                 at: span)
        return .void
    }

    private func constraints(in value: Value) -> [LayoutConstraint] {
        if let constraint = value.host(LayoutConstraint.self) { return [constraint] }
        if case .array(let elements) = value { return elements.flatMap(constraints(in:)) }
        return []
    }
}
