import LayoutScene

/// Thrown by `base?` when `base` is nil: the chain stops and evaluates to nil at its ``Expr/optionalChainEnd``.
struct OptionalChainStop: Error {}

extension Interpreter {
    /// Evaluates an expression. `expected` is the type the context wants: it makes integer literals floating-point
    /// where Swift would (`let x: CGFloat = 7 / 2`) and resolves `.member` shorthand (`.green`, `.high`).
    func evaluate(_ expression: Expr, in scope: Scope, expecting expected: ScriptType? = nil) throws -> Value {
        try step(expression.span)
        switch expression {
        case .integer(let value, _):
            return expected?.prefersFloatingLiterals == true ? .double(Double(value)) : .int(value)
        case .float(let value, _):
            return .double(value)
        case .boolean(let flag, _):
            return .bool(flag)
        case .string(let parts, let span):
            return try checkLength(.string(interpolate(parts, in: scope)), at: span)
        case .nilLiteral:
            return .null
        case .name(let name, let span):
            return try lookup(name, in: scope, at: span)
        case .selfReference(let span):
            guard let receiver = scope.currentReceiver else {
                if let owner = scope.enclosingPropertyInitializerClass, owner.hostBase != .object || owner.decl.superclass != nil {
                    return selfInPropertyInitializer(at: span)
                }
                throw ScriptFailure.runtime("cannot find 'self' in scope; 'self' is only available inside a class",
                                            at: span)
            }
            guard let value = receiver.box.value else {
                throw ScriptFailure.runtime("'self' used before 'self.init' call or assignment to 'self'", at: span)
            }
            return value
        case .superMember(let name, let span):
            return try superProperty(name, in: scope, at: span)
        case .implicitMember(let name, let span):
            return try implicitMember(name, expecting: expected, at: span)
        case .member(let base, let member):
            if let resolved = try baseResolvingSelfAlias(base, member: member.name, in: scope) {
                return try self.member(of: resolved, member.name, at: member.span)
            }
            return try self.member(of: evaluate(base, in: scope, expecting: base.chainContext(expected)), member.name,
                                   at: member.span)
        case .call(let call):
            return try evaluate(call, in: scope, expecting: expected)
        case .subscripted(let base, let arguments, let span):
            return try subscriptValue(evaluate(base, in: scope), arguments, in: scope, at: span)
        case .closure(let closure):
            return .function(.closure(closure, captured: try capturing(closure.captures, in: scope)))
        case .array(let elements, let span):
            var elementType: ScriptType? = switch expected?.unwrapped {
            case .array(let element)?, .set(let element)?: element
            // a parameter taking one value or an array of them (`options: [.curveEaseOut, .allowUserInteraction]`)
            case .oneOf(let choices, _)?:
                choices.lazy.compactMap { if case .array(let element) = $0 { element } else { nil } }.first
            // a property outside layout (`dataDetectorTypes = [.phoneNumber, .link]`): its elements are opaque too
            case .any?: .any
            // an option set written as an array literal (`for: [.highlighted, .selected]`)
            case .host(let host)? where host.fromOptions != nil: .host(host)
            default: nil
            }
            var values: [Value] = []
            for element in elements {
                let value = try evaluate(element, in: scope, expecting: elementType)
                elementType = elementType ?? inferredType(of: value)
                values.append(value)
            }
            // a set literal (`tags == ["a", "b"]` beside a `Set<String>`)
            if case .set(let setElement)? = expected?.unwrapped {
                let converted = try zip(values, elements).map { value, literal in
                    try coerce(value, to: setElement, context: .element, at: literal.span)
                }
                return try makeSet(converted, element: setElement, at: span)
            }
            return try checkLength(.array(values), at: span)
        case .emptyArray:
            return .array([])
        case .dictionary(let pairs, let span):
            return try dictionaryLiteral(pairs, expecting: expected, in: scope, at: span)
        case .typeReference(let type, _):
            return .type(try typeValue(of: type))
        case .specialized(let base, let arguments, _):
            return try specialize(evaluate(base, in: scope), arguments)
        case .tuple(let elements, _):
            return .tuple(try elements.map { try evaluate($0.value, in: scope) }, labels: elements.map(\.label))
        case .binary(let op, let left, let right, let opSpan):
            return try evaluateBinary(op, left, right, in: scope, expecting: expected, at: opSpan)
        case .prefix(let op, let operand, let span):
            return try evaluatePrefix(op, operand, in: scope, expecting: expected, at: span)
        case .ternary(let condition, let then, let otherwise, _):
            return try evaluate(evaluateCondition(condition, in: scope, unknownHolds: .ternary) ? then : otherwise,
                                in: scope, expecting: expected)
        case .switchExpression(let statement):
            return try evaluateSwitch(statement, in: scope, expecting: expected)
        case .assignment(let assignment):
            try assign(assignment, in: scope)
            return .void
        case .forceUnwrap(let inner, let span):
            let value = try evaluate(inner, in: scope, expecting: expected.map(ScriptType.optional))
            return value.isNull ? nilUnwrapped(inner, at: span) : value
        case .optionalChain(let inner, _):
            let value = try evaluate(inner, in: scope)
            if value.isNull { throw OptionalChainStop() }
            return value
        case .optionalChainEnd(let inner):
            do {
                return try evaluate(inner, in: scope, expecting: expected)
            } catch is OptionalChainStop {
                return .null
            }
        case .cast(let inner, let typeReference, let kind, let span):
            return try cast(inner, to: resolveType(typeReference), kind, in: scope, at: span)
        case .typeCheck(let inner, let typeReference, _):
            return .bool(try matches(evaluate(inner, in: scope), resolveType(typeReference)))
        case .keyPath(let names, let span):
            return .function(.keyPath(names, span))
        case .selector(let text, _):
            return .object(OpaqueValue(typeName: "Selector", description: "#selector(\(text))"))
        case .inoutArgument(_, let span):
            throw ScriptFailure.runtime("'&' may only be used to pass an argument to inout parameter", at: span)
        case .imageLiteral(let arguments, let span):
            return try imageLiteral(arguments, in: scope, at: span)
        case .tryExpression(let kind, let inner, let span):
            do {
                return try evaluate(inner, in: scope, expecting: kind == .optional ? expected.map(ScriptType.optional)
                                        : expected)
            } catch let thrown as ScriptThrow where kind != .plain {
                guard kind == .optional else {
                    throw ScriptFailure.runtime("'try!' expression unexpectedly raised an error: \(thrown.text)", at: span)
                }
                return .null
            }
        }
    }

    /// The scope a closure captures: its capture list's names bound to their values now, in front of `scope`.
    private func capturing(_ captures: [ClosureCapture], in scope: Scope) throws -> Scope {
        guard !captures.isEmpty else { return scope }
        let captured = Scope(parent: scope, naming: .local)
        for capture in captures {
            let value = try evaluate(capture.value, in: scope)
            captured.declare(capture.name, Variable(value: value, isMutable: false, type: inferredType(of: value),
                                                    naming: .local))
        }
        return captured
    }

    /// `#imageLiteral(resourceName:)`: `UIImage(named:)` when the scene language has images, else an opaque value
    /// with a warning.
    private func imageLiteral(_ arguments: [Argument], in scope: Scope, at span: SourceSpan) throws -> Value {
        if let image = registry.named("UIImage"), image.initializers.contains(where: { $0.selector == "init(named:)" }) {
            let named = arguments.map { Argument(label: $0.label == "resourceName" ? "named" : $0.label, value: $0.value,
                                                 span: $0.span) }
            let call = Call(callee: .name("UIImage", span), arguments: named, span: span, anchor: span)
            return try construct(.host(image), call, in: scope, at: span)
        }
        warn("'#imageLiteral' makes an opaque value: this scene language has no images", at: span)
        return .object(OpaqueValue(typeName: "UIImage", description: "#imageLiteral"))
    }

    private func cast(_ inner: Expr, to type: ScriptType, _ kind: CastKind, in scope: Scope, at span: SourceSpan) throws
        -> Value {
        switch kind {
        case .plain:
            return try coerce(evaluate(inner, in: scope, expecting: type), to: type, context: .conversion, at: inner.span)
        case .conditional:
            let value = try evaluate(inner, in: scope)
            if matches(value, type) { return value }
            // `unknown.first as? UILabel`: what the app's other files give may well be one, as for `as!`
            if value.isUnknown { return value }
            return castOfUndeclaredClass(value, to: type) ?? .null
        case .forced:
            let value = try evaluate(inner, in: scope)
            // `dequeueReusableCell(withIdentifier:) as! TrackCell` with the cell registered by a storyboard not given:
            // nil only because the app's other files are absent, as for a force-unwrap of nil
            if value.isNull {
                if case .optional = type { return value }
                return nilUnwrapped(inner, at: span)
            }
            // a cast of what the app's other files would give is a placeholder too
            if value.isUnknown { return value }
            guard matches(value, type) else {
                if let unknown = castOfUndeclaredClass(value, to: type) { return unknown }
                throw ScriptFailure.runtime("could not cast value of type '\(typeName(of: value))' to '\(type.name)'",
                                            at: span)
            }
            return value
        }
    }

    /// A cast of an instance of a class no file given declares (a placeholder view, `NSDictionary(contentsOfFile:
    /// path) as! [String: String]`) to a type it does not match: what the class is, and so the cast's outcome, is in
    /// those files; an unknown value. Nil for any other value.
    private func castOfUndeclaredClass(_ value: Value, to type: ScriptType) -> Value? {
        guard let placeholder = value.host(PlaceholderView.self) else { return nil }
        return .unknown("\(placeholder.className) as \(type.name)")
    }

    private func interpolate(_ parts: [StringPart], in scope: Scope) throws -> String {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .interpolation(let expression):
                let value = try evaluate(expression, in: scope)
                text += value.isUnknown ? interpolatedPlaceholder(for: expression) : describe(value)
            }
            if text.utf8.count > limits.maximumStringLength { return text }
        }
        return text
    }

    private func subscriptValue(_ base: Value, _ arguments: [Argument], in scope: Scope, at span: SourceSpan) throws
        -> Value {
        if case .dictionary(let dictionary) = base {
            return try dictionarySubscript(dictionary, arguments, in: scope, at: span)
        }
        if base.isUnknown { return base }
        if let placeholder = base.host(PlaceholderView.self) {
            // an undeclared class's instance (`keychain[userKey]` of a library's `Keychain`): its subscript is its own
            return unknown("\(placeholder.className).subscript", at: span)
        }
        if hasDeclaredSubscript(base, arguments) {
            return try readDeclaredSubscript(base, arguments, in: scope, at: span)
        }
        if arguments.count == 1, let label = arguments[0].label {
            // `items[safe: i]`: a subscript of the app's own, from an extension in another file
            return unknown("\(typeName(of: base)).subscript(\(label):)", at: span)
        }
        guard arguments.count == 1, arguments[0].label == nil else {
            throw ScriptFailure.runtime("subscripts take one index in scene files", at: span)
        }
        let index = try evaluate(arguments[0].value, in: scope, expecting: .int)
        // an unknown index into a known array picks a representative element, the first, as a loop over an unknown
        // sequence runs once (`tabButtons[selectedIndex]` is one of the buttons the file made)
        if index.isUnknown, case .array(let elements) = base, let first = elements.first { return first }
        if index.isUnknown { return index }
        if case .string(let text) = base, let found = try stringSubscript(text, index, at: span) { return found }
        if case .range(let range) = index, case .array(let elements) = base {
            return arraySlice(elements, range, at: span)
        }
        guard case .array(let elements) = base else {
            throw ScriptFailure.runtime("value of type '\(typeName(of: base))' has no subscripts", at: span)
        }
        return try element(of: elements, at: index, span: arguments[0].span)
    }

    /// `items[1..<3]`, `items[2...]`, `items[..<n]`: the elements in the range (an array: a slice's indices are not
    /// kept). A range reaching past the ends is one the app's data would fill: an unknown value, as an index is.
    private func arraySlice(_ elements: [Value], _ range: IntegerRange, at span: SourceSpan) -> Value {
        let lower = range.lowerBound == Int.min ? 0 : range.lowerBound
        let upper = range.upperBound >= Int.max - 1 ? elements.count : range.upperBound
        guard 0 <= lower, lower <= upper else { return outOfRange(lower, count: elements.count, at: span) }
        guard upper <= elements.count else { return outOfRange(upper - 1, count: elements.count, at: span) }
        return .array(Array(elements[lower..<upper]))
    }

    func element(of elements: [Value], at index: Value, span: SourceSpan) throws -> Value {
        guard case .int(let position) = index else {
            throw ScriptFailure.runtime("cannot convert value of type '\(typeName(of: index))' to expected argument "
                                            + "type 'Int'", at: span)
        }
        guard elements.indices.contains(position) else { return outOfRange(position, count: elements.count, at: span) }
        return elements[position]
    }
}
