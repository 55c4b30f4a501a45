/// Runs `switch` and matches patterns as Swift does: cases in order, the first whose pattern matches and whose
/// `where` holds; `let` names bound in the case body; `fallthrough` continues into the next body.
extension Interpreter {
    /// Runs the switch on `evaluated`, or on its subject evaluated now.
    func execute(_ statement: SwitchStatement, on evaluated: Value? = nil, in scope: Scope) throws -> Flow {
        try step(statement.span)
        let subject = try evaluated ?? evaluate(statement.subject, in: scope)
        // a value of an unknown type (an app's enum from another file): no case can be told to match, the first runs
        if subject.isUnknown { return try runFirstCase(of: statement, onUnknown: subject, in: scope) }
        // cases with associated values (`case .label(let text)`) on a value that is no enum: Swift type-checked the
        // switch, so the value stands in for one layoutviz could not make (a library's callback argument)
        if case .object(let object) = subject, HostBase.scriptedObject(object) == nil,
           statement.cases.contains(where: { $0.items.contains { $0.pattern.hasAssociatedValues } }) {
            return try runFirstCase(of: statement, onUnknown: .unknown(typeName(of: subject)), in: scope)
        }
        var matchedIndex: Int?
        var caseScope = scope.child()
        search: for (index, switchCase) in statement.cases.enumerated() {
            if switchCase.isDefault {
                matchedIndex = index
                break search
            }
            for item in switchCase.items {
                let candidate = scope.child()
                guard try match(item.pattern, subject, bindingInto: candidate) else { continue }
                if let condition = item.guard, try !evaluateCondition(condition, in: candidate) { continue }
                matchedIndex = index
                caseScope = candidate
                break search
            }
        }
        guard let index = matchedIndex else {
            throw ScriptFailure.runtime("no case of the 'switch' matches '\(describe(subject))'; Swift requires a "
                                            + "switch to be exhaustive (add a 'default')", at: statement.span)
        }
        return try runCases(of: statement, from: index, in: caseScope, outer: scope)
    }

    /// Runs the case at `index` in `caseScope` (which holds what its pattern bound), then the next ones while a body
    /// ends in `fallthrough` (each in a fresh child of `outer`).
    func runCases(of statement: SwitchStatement, from index: Int, in caseScope: Scope, outer scope: Scope) throws -> Flow {
        var index = index, caseScope = caseScope
        while true {
            switch try execute(statement.cases[index].body, in: caseScope.child()) {
            case .fallenThrough(let span):
                guard index + 1 < statement.cases.count else {
                    throw ScriptFailure.runtime("'fallthrough' without a following 'case' or 'default' block", at: span)
                }
                index += 1
                caseScope = scope.child()
            case .broke(_, nil): return .normal
            case let other: return other
            }
        }
    }

    /// Whether `value` matches `pattern`; names the pattern binds are declared in `scope`.
    func match(_ pattern: Pattern, _ value: Value, bindingInto scope: Scope) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case .binding(let name, let isMutable, _):
            bind(name, value: value, isMutable: isMutable, type: inferredType(of: value), in: scope)
            return true
        case .expression(let expression):
            return try matchExpression(expression, value, in: scope)
        case .enumCase(let name, let typeExpression, let arguments, let span):
            return try matchEnumCase(name, typeExpression, arguments, value, in: scope, at: span)
        case .tuple(let elements, let span):
            guard case .tuple(let values, _) = value else {
                throw ScriptFailure.runtime("tuple pattern cannot match values of type '\(typeName(of: value))'", at: span)
            }
            guard values.count == elements.count else {
                throw ScriptFailure.runtime("tuple pattern has \(elements.count) elements but the value has "
                                                + "\(values.count)", at: span)
            }
            for (element, item) in zip(elements, values) where try !match(element.pattern, item, bindingInto: scope) {
                return false
            }
            return true
        case .isType(let type, _):
            return matches(value, try resolveType(type)) && !value.isNull
        case .cast(let inner, let type, _):
            guard !value.isNull, matches(value, try resolveType(type)) else { return false }
            return try match(inner, value, bindingInto: scope)
        case .optional(let inner, _):
            return try !value.isNull && match(inner, value, bindingInto: scope)
        }
    }

    /// `~=`: a range contains the value; anything else is compared with `==`.
    private func matchExpression(_ expression: Expr, _ value: Value, in scope: Scope) throws -> Bool {
        if case .binary(let op, let low, let high, _) = expression, op == .halfOpenRange || op == .closedRange {
            let expected = inferredType(of: value)
            let lower = try evaluate(low, in: scope, expecting: expected)
            let upper = try evaluate(high, in: scope, expecting: expected)
            guard let number = value.number, let from = lower.number, let to = upper.number else { return false }
            return from <= number && (op == .closedRange ? number <= to : number < to)
        }
        let pattern = try evaluate(expression, in: scope, expecting: inferredType(of: value))
        if case .range(let range) = pattern, case .int(let number) = value {
            return range.count > 0 && (range.lowerBound..<range.upperBound).contains(number)
        }
        guard let equal = valuesEqual(pattern, value) else {
            throw ScriptFailure.runtime("expression pattern of type '\(typeName(of: pattern))' cannot match values of "
                                            + "type '\(typeName(of: value))'", at: expression.span)
        }
        return equal
    }

    private func matchEnumCase(_ name: String, _ typeExpression: Expr?, _ arguments: [(label: String?, pattern: Pattern)]?,
                               _ value: Value, in scope: Scope, at span: SourceSpan) throws -> Bool {
        if name == "none", arguments == nil, !(value.valueTypeNamespace?.cases.contains { $0.name == "none" } ?? false) {
            return value.isNull
        }
        if name == "some", let arguments, arguments.count == 1 {
            return try !value.isNull && match(arguments[0].pattern, value, bindingInto: scope)
        }
        guard case .enumValue(let instance) = value else {
            // A static member compared by value (`case .zero:` on a CGSize, `case .red:` on a colour).
            guard arguments == nil else {
                throw ScriptFailure.runtime("pattern '.\(name)(…)' cannot match values of type '\(typeName(of: value))'",
                                            at: span)
            }
            let expected = inferredType(of: value)
            let member: Value
            if let typeExpression {
                member = try self.member(of: evaluate(typeExpression, in: scope), name, at: span)
            } else {
                member = try implicitMember(name, expecting: expected, at: span)
            }
            return valuesEqual(member, value) == true
        }
        guard instance.type.cases.contains(where: { $0.name == name }) else {
            throw ScriptFailure.runtime(Suggestion.message("enum case '\(name)' not found in type '\(instance.type.name)'",
                                                           name: name, candidates: instance.type.cases.map(\.name)),
                                        at: span)
        }
        guard instance.caseName == name else { return false }
        guard let arguments else { return true }
        if arguments.count == 1, instance.associated.count > 1 {
            return try match(arguments[0].pattern, .tuple(instance.associated, labels: instance.labels),
                             bindingInto: scope)
        }
        guard arguments.count == instance.associated.count else {
            throw ScriptFailure.runtime("pattern of '.\(name)' has \(arguments.count) elements but the case has "
                                            + "\(instance.associated.count) associated values", at: span)
        }
        for (argument, item) in zip(arguments, instance.associated) where try !match(argument.pattern, item,
                                                                                       bindingInto: scope) {
            return false
        }
        return true
    }
}

extension Interpreter {
    /// A `switch` expression's value: the matching case's expression (each case body returns its one expression,
    /// read with the type the switch is expected to have). A subject of an unknown type takes the first case, as a
    /// switch statement does.
    func evaluateSwitch(_ statement: SwitchStatement, in scope: Scope, expecting expected: ScriptType?) throws -> Value {
        let subject = try evaluate(statement.subject, in: scope)
        let cases = Scope(parent: scope, returnType: expected, naming: .local)
        guard case .returned(let value) = try execute(statement, on: subject, in: cases) else {
            throw ScriptFailure.runtime("a 'switch' expression's case gave no value", at: statement.span)
        }
        return value
    }
}
