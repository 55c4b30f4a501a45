/// Swift dictionaries in a scene: literals, subscripts (with `default:`), iteration as `(key:value:)` tuples, and
/// the common properties and methods.
extension Interpreter {
    func dictionaryLiteral(_ pairs: [(key: Expr, value: Expr)], expecting expected: ScriptType?, in scope: Scope,
                           at span: SourceSpan) throws -> Value {
        var keyType: ScriptType?
        var valueType: ScriptType?
        if case .dictionary(let key, let value)? = expected?.unwrapped { (keyType, valueType) = (key, value) }
        var dictionary = ScriptDictionary()
        for pair in pairs {
            let key = try evaluate(pair.key, in: scope, expecting: keyType)
            let value = try evaluate(pair.value, in: scope, expecting: valueType)
            let hashed = try dictionaryKey(key, at: pair.key.span)
            if dictionary.value(for: hashed) != nil {
                throw ScriptFailure.runtime("Dictionary literal contains duplicate keys", at: pair.key.span)
            }
            dictionary.set(value, for: hashed, original: key)
            keyType = keyType ?? inferredType(of: key)
            valueType = valueType ?? inferredType(of: value)
        }
        return try checkLength(.dictionary(dictionary), at: span)
    }

    func dictionaryKey(_ value: Value, at span: SourceSpan) throws -> DictionaryKey {
        guard let key = DictionaryKey(value) else {
            throw ScriptFailure.runtime("type '\(typeName(of: value))' does not conform to protocol 'Hashable'", at: span)
        }
        return key
    }

    /// `dictionary[key]` (nil when absent) and `dictionary[key, default: value]`.
    func dictionarySubscript(_ dictionary: ScriptDictionary, _ arguments: [Argument], in scope: Scope,
                             at span: SourceSpan) throws -> Value {
        let (key, fallback) = try dictionaryIndex(arguments, keyType: keyType(of: dictionary), in: scope, at: span)
        return dictionary.value(for: try dictionaryKey(key, at: arguments[0].span)) ?? fallback ?? .null
    }

    /// The key of a dictionary subscript and its `default:` value, if any.
    func dictionaryIndex(_ arguments: [Argument], keyType: ScriptType?, in scope: Scope, at span: SourceSpan) throws
        -> (Value, Value?) {
        guard (arguments.count == 1 || arguments.count == 2 && arguments[1].label == "default"),
              arguments[0].label == nil else {
            throw ScriptFailure.runtime("a dictionary subscript takes a key and optionally 'default:'", at: span)
        }
        let key = try evaluate(arguments[0].value, in: scope, expecting: keyType)
        let fallback = try arguments.count == 2 ? evaluate(arguments[1].value, in: scope) : nil
        return (key, fallback)
    }

    /// An assignable `dictionary[key]`: assigning nil removes the key.
    func dictionaryElementLValue(_ dictionary: LValue, _ arguments: [Argument], in scope: Scope, at span: SourceSpan)
        throws -> LValue {
        var keyType: ScriptType? = if case .dictionary(let key, _)? = dictionary.type?.unwrapped { key } else { nil }
        if keyType == nil || keyType?.isAny == true, case .dictionary(let current) = try dictionary.get() {
            keyType = self.keyType(of: current)
        }
        let (key, fallback) = try dictionaryIndex(arguments, keyType: keyType, in: scope, at: span)
        let hashed = try dictionaryKey(key, at: arguments[0].span)
        let valueType: ScriptType? = if case .dictionary(_, let value)? = dictionary.type?.unwrapped { value } else { nil }
        return LValue(
            get: { [self] in
                guard case .dictionary(let entries) = try dictionary.get() else { throw notADictionary(at: span) }
                return entries.value(for: hashed) ?? fallback ?? .null
            },
            set: { [self] newValue in
                guard case .dictionary(var entries) = try dictionary.get() else { throw notADictionary(at: span) }
                entries.set(newValue.isNull ? nil : newValue, for: hashed, original: key)
                try dictionary.set(checkLength(.dictionary(entries), at: span))
            },
            type: fallback == nil ? valueType.map(ScriptType.optional) : valueType,
            name: dictionary.name.map { "\($0)[\(describe(key))]" }, strength: dictionary.strength)
    }

    /// The type of a dictionary's keys, from its first key (for `.member` shorthand in subscripts).
    private func keyType(of dictionary: ScriptDictionary) -> ScriptType? {
        dictionary.entries.first.flatMap { inferredType(of: $0.key) }
    }

    private func notADictionary(at span: SourceSpan) -> ScriptFailure {
        .runtime("the value is no longer a dictionary", at: span)
    }

    func dictionaryProperty(_ dictionary: ScriptDictionary, _ name: String) -> Value? {
        switch name {
        case "count": .int(dictionary.count)
        case "isEmpty": .bool(dictionary.count == 0)
        case "keys": .array(dictionary.entries.map(\.key))
        case "values": .array(dictionary.entries.map(\.value))
        case "first": dictionary.tuples.first ?? .null
        default: nil
        }
    }

    /// The methods of a dictionary that give a dictionary back (`filter`, `mapValues`, `merging`); nil for others,
    /// which work on its `(key:value:)` tuples as on any sequence.
    func dictionaryMethod(_ dictionary: ScriptDictionary, _ name: String, _ labels: [String?], _ arguments: [Value],
                          at span: SourceSpan) throws -> Value? {
        switch (name, labels) {
        case ("filter", [nil]):
            var result = ScriptDictionary()
            for entry in dictionary.entries {
                try countIteration(span)
                if try call(arguments[0], arguments: [.tuple([entry.key, entry.value], labels: ["key", "value"])],
                            at: span).isTrue {
                    result.set(entry.value, for: try dictionaryKey(entry.key, at: span), original: entry.key)
                }
            }
            return .dictionary(result)
        case ("mapValues", [nil]), ("compactMapValues", [nil]):
            var result = ScriptDictionary()
            for entry in dictionary.entries {
                try countIteration(span)
                let mapped = try call(arguments[0], arguments: [entry.value], at: span)
                if name == "mapValues" || !mapped.isNull {
                    result.set(mapped, for: try dictionaryKey(entry.key, at: span), original: entry.key)
                }
            }
            return .dictionary(result)
        case ("merging", [nil, "uniquingKeysWith"]), ("merging", [nil, nil]):
            var result = dictionary
            try merge(arguments[0], into: &result, combining: arguments[1], at: span)
            return .dictionary(result)
        case ("index", ["forKey"]), ("contains", ["key"]):
            return .bool(dictionary.value(for: try dictionaryKey(arguments[0], at: span)) != nil)
        default:
            return nil
        }
    }

    /// The mutating methods: `updateValue(_:forKey:)`, `removeValue(forKey:)`, `removeAll()`, `merge(_:uniquingKeysWith:)`.
    func mutateDictionary(_ dictionary: inout ScriptDictionary, _ name: String, labels: [String?], _ arguments: [Value],
                          at span: SourceSpan) throws -> Value {
        switch (name, labels) {
        case ("updateValue", [nil, "forKey"]):
            return dictionary.set(arguments[0], for: try dictionaryKey(arguments[1], at: span), original: arguments[1])
                ?? .null
        case ("removeValue", ["forKey"]):
            return dictionary.set(nil, for: try dictionaryKey(arguments[0], at: span), original: arguments[0]) ?? .null
        case ("removeAll", []):
            dictionary.removeAll()
            return .void
        case ("merge", [nil, "uniquingKeysWith"]), ("merge", [nil, nil]):
            try merge(arguments[0], into: &dictionary, combining: arguments[1], at: span)
            return .void
        default:
            throw ScriptFailure.runtime("no exact matches in call to instance method '\(name)' with labels "
                                            + "'\(labels.map { "\($0 ?? "_"):" }.joined())'", at: span)
        }
    }

    private func merge(_ other: Value, into dictionary: inout ScriptDictionary, combining: Value, at span: SourceSpan)
        throws {
        guard case .dictionary(let incoming) = other else {
            throw ScriptFailure.runtime("cannot convert value of type '\(typeName(of: other))' to expected argument type "
                                            + "'Dictionary'", at: span)
        }
        for entry in incoming.entries {
            try countIteration(span)
            let key = try dictionaryKey(entry.key, at: span)
            let value = try dictionary.value(for: key).map { try call(combining, arguments: [$0, entry.value], at: span) }
                ?? entry.value
            dictionary.set(value, for: key, original: entry.key)
        }
    }
}
