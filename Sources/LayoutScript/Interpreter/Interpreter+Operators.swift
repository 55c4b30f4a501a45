import Foundation
import LayoutScene

extension Interpreter {
    func evaluateBinary(_ op: BinaryOperator, _ left: Expr, _ right: Expr, in scope: Scope, expecting expected: ScriptType?,
                        at span: SourceSpan) throws -> Value {
        switch op {
        case .and, .or:
            // Swift's short circuit (`false && x`, `true || x`); otherwise an unknown operand makes the result unknown
            let decisive = op == .or
            let first = try evaluate(left, in: scope, expecting: .bool)
            if try truth(of: first, left) == decisive { return .bool(decisive) }
            let second = try evaluate(right, in: scope, expecting: .bool)
            if try truth(of: second, right) == decisive { return .bool(decisive) }
            return first.isUnknown ? first : second.isUnknown ? second : .bool(!decisive)
        case .nilCoalescing:
            let value = try evaluate(left, in: scope, expecting: expected.map(ScriptType.optional))
            guard value.isNull else { return value }
            return try evaluate(right, in: scope, expecting: expected ?? declaredType(of: left, in: scope)?.unwrapped)
        default:
            let (leftValue, rightValue) = try operands(left, right, in: scope,
                                                       expecting: op.isArithmetic ? expected : nil)
            return try apply(op, leftValue, rightValue, at: span)
        }
    }

    /// Evaluates both operands, typing an all-literal side from the other side as Swift does (`width / 2` with a
    /// `CGFloat` width divides by 2.0; `x * (3 / 2)` multiplies by 1.5), and `.member` shorthand from the other side.
    private func operands(_ left: Expr, _ right: Expr, in scope: Scope, expecting expected: ScriptType?) throws
        -> (Value, Value) {
        if left.isIntegerLiteralArithmetic || left.isImplicitMember, !right.isIntegerLiteralArithmetic {
            let rightValue = try evaluate(right, in: scope, expecting: expected)
            let leftValue = try evaluate(left, in: scope, expecting: expected ?? inferredType(of: rightValue))
            return (leftValue, rightValue)
        }
        let leftValue = try evaluate(left, in: scope, expecting: expected)
        return (leftValue, try evaluate(right, in: scope, expecting: expected ?? inferredType(of: leftValue)))
    }

    func apply(_ op: BinaryOperator, _ left: Value, _ right: Value, at span: SourceSpan) throws -> Value {
        // an array joined with an unknown sequence (`[a, b] + helper.constraints()`) keeps its own elements, the
        // unknown standing for the rest as one element, as an unknown sequence is iterated once
        if op == .add, case .array(let elements) = left, right.isUnknown {
            return try checkLength(.array(elements + [right]), at: span)
        }
        if op == .add, case .array(let elements) = right, left.isUnknown {
            return try checkLength(.array([left] + elements), at: span)
        }
        if left.isUnknown || right.isUnknown { return unknownResult(of: op, left, right, at: span) }
        // an instance of a class no file declares (`Date()` of a Foundation layoutviz does not model, an app's model)
        // computes and compares as its class would, unknown here
        if op.isArithmetic || op.isComparison, let operand = undeclaredInstance(left) ?? undeclaredInstance(right) {
            return operand
        }
        if let declared = try declaredOperator(op, left, right, at: span) { return declared }
        if op == .halfOpenRange || op == .closedRange { return try range(op, left, right, at: span) }
        if op == .identical || op == .notIdentical {
            let same = identical(left, right)
            return .bool(op == .identical ? same : !same)
        }
        switch (left, right) {
        case (.int(let a), .int(let b)):
            return try integer(op, a, b, at: span)
        case (.int, .double), (.double, .int), (.double, .double):
            return try floating(op, left.number!, right.number!, at: span)
        case (.string(let a), .string(let b)):
            if op == .add { return try checkLength(.string(a + b), at: span) }
            if let result = compare(op, a, b) { return .bool(result) }
        case (.array(let a), .array(let b)) where op == .add:
            return try checkLength(.array(a + b), at: span)
        case (.object(let object), _) where op == .add || op == .subtract:
            if let priority = object as? LayoutPriority, let amount = right.number {
                return .object(op == .add ? priority + Float(amount) : priority - Float(amount))
            }
        case (.object(let a), .object(let b)):
            if let a = a as? LayoutPriority, let b = b as? LayoutPriority, let result = compare(op, a, b) {
                return .bool(result)
            }
            if let a = a as? StringIndex, let b = b as? StringIndex, let result = compare(op, a, b) { return .bool(result) }
        default:
            break
        }
        if op == .equal || op == .notEqual, let equal = valuesEqual(left, right) {
            return .bool(op == .equal ? equal : !equal)
        }
        if let overload = operatorOfFilesNotGiven(op, left, right, at: span) { return overload }
        throw ScriptFailure.runtime("binary operator '\(op.rawValue)' cannot be applied to operands of type "
                                        + "'\(typeName(of: left))' and '\(typeName(of: right))'", at: span)
    }

    private func integer(_ op: BinaryOperator, _ a: Int, _ b: Int, at span: SourceSpan) throws -> Value {
        func checked(_ result: (partialValue: Int, overflow: Bool)) throws -> Value {
            if result.overflow { throw ScriptFailure.runtime("arithmetic operation '\(a) \(op.rawValue) \(b)' overflows",
                                                             at: span) }
            return .int(result.partialValue)
        }
        switch op {
        case .add: return try checked(a.addingReportingOverflow(b))
        case .subtract: return try checked(a.subtractingReportingOverflow(b))
        case .multiply: return try checked(a.multipliedReportingOverflow(by: b))
        case .divide, .remainder:
            guard b != 0 else { throw ScriptFailure.runtime("division by zero", at: span) }
            return try checked(op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b))
        case .bitAnd: return .int(a & b)
        case .bitOr: return .int(a | b)
        case .bitXor: return .int(a ^ b)
        case .shiftLeft: return .int(b >= 64 ? 0 : a << b)
        case .shiftRight: return .int(b >= 64 ? (a < 0 ? -1 : 0) : a >> b)
        default:
            if let result = compare(op, a, b) { return .bool(result) }
            throw ScriptFailure.runtime("binary operator '\(op.rawValue)' cannot be applied to two 'Int' operands",
                                        at: span)
        }
    }

    private func floating(_ op: BinaryOperator, _ a: Double, _ b: Double, at span: SourceSpan) throws -> Value {
        switch op {
        case .add: return .double(a + b)
        case .subtract: return .double(a - b)
        case .multiply: return .double(a * b)
        case .divide: return .double(a / b)
        case .remainder:
            throw ScriptFailure.runtime("'%' is unavailable for floating-point numbers: use "
                                            + "'truncatingRemainder(dividingBy:)' instead", at: span)
        default:
            if let result = compare(op, a, b) { return .bool(result) }
            throw ScriptFailure.runtime("binary operator '\(op.rawValue)' cannot be applied to floating-point operands",
                                        at: span)
        }
    }

    private func compare<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool? {
        switch op {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        default: nil
        }
    }

    private func range(_ op: BinaryOperator, _ left: Value, _ right: Value, at span: SourceSpan) throws -> Value {
        if let strings = StringIndexRange.make(closed: op == .closedRange, left, right) { return .object(strings) }
        guard case .int(let lower) = left, case .int(let upper) = right else {
            throw ScriptFailure.runtime("ranges in scene files must have 'Int' bounds (got '\(typeName(of: left))' and "
                                            + "'\(typeName(of: right))'); use stride(from:to:by:) for others", at: span)
        }
        let end = op == .closedRange ? upper.addingReportingOverflow(1) : (partialValue: upper, overflow: false)
        guard !end.overflow, lower <= end.partialValue else {
            throw ScriptFailure.runtime("range requires lowerBound <= upperBound (got \(lower) and \(upper))", at: span)
        }
        return .range(IntegerRange(lowerBound: lower, upperBound: end.partialValue, isReversed: false))
    }

    private func identical(_ left: Value, _ right: Value) -> Bool {
        switch (left, right) {
        case (.null, .null): return true
        case (.object(let a), .object(let b)):
            guard Swift.type(of: a) is AnyClass, Swift.type(of: b) is AnyClass else { return false }
            return (a as AnyObject) === (b as AnyObject)
        default: return false
        }
    }

    /// Swift's `==` for values a scene can compare; `nil` when the two cannot be compared.
    func valuesEqual(_ left: Value, _ right: Value) -> Bool? {
        switch (left, right) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.bool(let a), .bool(let b)): return a == b
        case (.int(let a), .int(let b)): return a == b
        case (.int, .double), (.double, .int), (.double, .double): return left.number == right.number
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) {
                guard let equal = valuesEqual(x, y) else { return nil }
                if !equal { return false }
            }
            return true
        case (.object(let a), .object(let b)):
            if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
            return identical(left, right)
        case (.enumValue(let a), .enumValue(let b)):
            guard a.type === b.type, a.caseName == b.caseName else { return a.type === b.type ? false : nil }
            return valuesEqual(.array(a.associated), .array(b.associated))
        case (.structValue(let a), .structValue(let b)):
            guard a.type === b.type else { return nil }
            return valuesEqual(.array(a.type.storedProperties.map { a.fields[$0.name] ?? .null }),
                               .array(b.type.storedProperties.map { b.fields[$0.name] ?? .null }))
        case (.tuple(let a, _), .tuple(let b, _)):
            return valuesEqual(.array(a), .array(b))
        case (.dictionary(let a), .dictionary(let b)):
            guard a.count == b.count else { return false }
            for entry in a.entries {
                guard let key = DictionaryKey(entry.key), let other = b.value(for: key) else { return false }
                guard let equal = valuesEqual(entry.value, other) else { return nil }
                if !equal { return false }
            }
            return true
        case (.set(let a), .set(let b)):
            guard a.count == b.count else { return false }
            return a.elements.allSatisfy { DictionaryKey($0).map(b.contains) == true }
        default: return nil
        }
    }

    func evaluatePrefix(_ op: PrefixOperator, _ operand: Expr, in scope: Scope, expecting expected: ScriptType?,
                        at span: SourceSpan) throws -> Value {
        let value = try evaluate(operand, in: scope, expecting: op == .not ? .bool : expected)
        if value.isUnknown { return op == .negate ? negatedUnknown(value) : value }
        if let unknown = undeclaredInstance(value) { return unknown }
        switch (op, value) {
        case (.negate, .int(let number)):
            guard number != .min else { throw ScriptFailure.runtime("arithmetic operation '-\(number)' overflows", at: span) }
            return .int(-number)
        case (.negate, .double(let number)): return .double(-number)
        case (.plus, .int), (.plus, .double): return value
        case (.not, .bool(let flag)): return .bool(!flag)
        case (.not, _) where isObjectiveC(at: span):
            return objectiveCTruth(of: value).map { .bool(!$0) } ?? value
        case (.bitNot, .int(let number)): return .int(~number)
        default:
            throw ScriptFailure.runtime("unary operator '\(op.rawValue)' cannot be applied to an operand of type "
                                            + "'\(typeName(of: value))'", at: span)
        }
    }
}

extension Interpreter {
    /// The type an expression is declared to have, where that is known without evaluating it: a variable's type, or
    /// the type an initializer call makes (`UIFont(name:size:)` in `UIFont(name: …) ?? .systemFont(ofSize: 17)`).
    func declaredType(of expression: Expr, in scope: Scope) -> ScriptType? {
        switch expression {
        case .name(let name, _):
            var current: Scope? = scope
            while let candidate = current {
                if let variable = candidate.lookupHere(name) { return variable.type }
                current = candidate.parent
            }
            return nil
        case .call(let call):
            guard case .name(let name, _) = call.callee, let type = typeValue(named: name) else { return nil }
            switch type {
            case .host(let host): return .host(host)
            case .scriptClass(let scriptClass): return .scriptClass(scriptClass)
            case .builtin(let builtin): return builtin
            case .namespace: return nil
            }
        case .optionalChainEnd(let inner), .forceUnwrap(let inner, _):
            return declaredType(of: inner, in: scope)
        default:
            return nil
        }
    }
}

extension Expr {
    var isImplicitMember: Bool {
        switch self {
        case .implicitMember: true
        case .call(let call): call.callee.isImplicitMember
        default: false
        }
    }
}

/// An undeclared class's instance as an operand — `-CYLayoutValue(12)`, `Scale(10) * 2`, a capitalised function of
/// another file taken for an initializer — is whatever the app's type is, so the operation's result is an unknown
/// value (as a conversion of one is, ``Interpreter/coerce(_:to:context:at:)``).
private func undeclaredInstance(_ value: Value) -> Value? {
    value.host(PlaceholderView.self).map { .unknown($0.className) }
}
