/// Swift sets in a scene: `Set<Element>()`, `Set(sequence)`, `let s: Set = [1, 2]`, membership, the set algebra
/// and the mutating methods, which write the set back to the variable or property holding it.
///
///     var seen = Set<String>()
///     seen.insert("a")
///     let both = seen.union(["b"])     // ["a", "b"], iterated in insertion order
extension Interpreter {
    /// The mutating methods of a set; each changes the variable holding it, like an array's `append`.
    static let mutatingSetMethods: Set<String> = ["insert", "remove", "removeAll", "removeFirst", "popFirst",
                                                  "formUnion", "formIntersection", "formSymmetricDifference",
                                                  "subtract"]

    /// The names a set value offers, for suggestions.
    static let setMembers = ["contains", "union", "intersection", "subtracting", "symmetricDifference", "isSubset",
                             "isSuperset", "isStrictSubset", "isStrictSuperset", "isDisjoint"]
        + Array(mutatingSetMethods)

    /// A set of `values`, each converted to `element` (unless it is `Any`) and checked to be `Hashable`; duplicates
    /// are dropped, as `Set(_:)` and set literals drop them.
    func makeSet(_ values: [Value], element: ScriptType, at span: SourceSpan) throws -> Value {
        var set = ScriptSet()
        for value in values {
            let converted = element.isAny ? value : try coerce(value, to: element, context: .argument, at: span)
            set.insert(converted, key: try dictionaryKey(converted, at: span))
        }
        return try checkLength(.set(set), at: span)
    }

    /// The non-mutating methods that use hashing or give a set back; nil for the others, which work on the elements
    /// as on any sequence (`map`, `sorted`, `forEach`, …).
    func setMethod(_ set: ScriptSet, _ name: String, _ labels: [String?], _ arguments: [Value], at span: SourceSpan)
        throws -> Value? {
        switch (name, labels) {
        case ("contains", [nil]) where !isCallable(arguments[0]):
            return .bool(set.contains(try dictionaryKey(arguments[0], at: span)))
        case ("filter", [nil]):
            var result = ScriptSet()
            for element in set.elements {
                try countIteration(span)
                if try call(arguments[0], arguments: [element], at: span).isTrue {
                    result.insert(element, key: try dictionaryKey(element, at: span))
                }
            }
            return .set(result)
        case ("union", [nil]), ("intersection", [nil]), ("subtracting", [nil]), ("symmetricDifference", [nil]):
            var result = set
            try combine(&result, name, with: arguments[0], at: span)
            return try checkLength(.set(result), at: span)
        case ("isSubset", ["of"]), ("isStrictSubset", ["of"]):
            let other = try keys(of: arguments[0], at: span)
            let subset = try set.elements.allSatisfy { other.contains(try dictionaryKey($0, at: span)) }
            return .bool(subset && (name == "isSubset" || other.count > set.count))
        case ("isSuperset", ["of"]), ("isStrictSuperset", ["of"]):
            let other = try keys(of: arguments[0], at: span)
            return .bool(other.allSatisfy(set.contains) && (name == "isSuperset" || set.count > other.count))
        case ("isDisjoint", ["with"]):
            return .bool(try !keys(of: arguments[0], at: span).contains(where: set.contains))
        default:
            return nil
        }
    }

    /// Runs a mutating set method on `set`; returns what the method returns (`insert` its
    /// `(inserted:memberAfterInsert:)` tuple, `remove` the removed element or nil).
    func mutateSet(_ set: inout ScriptSet, _ name: String, labels: [String?], _ arguments: [Value],
                   at span: SourceSpan) throws -> Value {
        switch (name, labels) {
        case ("insert", [nil]):
            let key = try dictionaryKey(arguments[0], at: span)
            let inserted = set.insert(arguments[0], key: key)
            return .tuple([.bool(inserted), set.member(key) ?? arguments[0]], labels: ["inserted", "memberAfterInsert"])
        case ("remove", [nil]):
            return set.remove(try dictionaryKey(arguments[0], at: span)) ?? .null
        case ("removeAll", []):
            set.removeAll()
        case ("removeFirst", []), ("popFirst", []):
            guard let first = set.elements.first else {
                if name == "popFirst" { return .null }
                throw ScriptFailure.runtime("can't removeFirst from an empty Set", at: span)
            }
            return set.remove(try dictionaryKey(first, at: span)) ?? .null
        case ("formUnion", [nil]), ("formIntersection", [nil]), ("formSymmetricDifference", [nil]), ("subtract", [nil]):
            try combine(&set, name, with: arguments[0], at: span)
        default:
            throw ScriptFailure.runtime("no exact matches in call to instance method '\(name)' with labels "
                                            + "'\(labels.map { "\($0 ?? "_"):" }.joined())'", at: span)
        }
        return .void
    }

    /// The set algebra: `union`/`formUnion` add the other sequence's elements, `intersection`/`formIntersection`
    /// keep the shared ones, `subtracting`/`subtract` drop them, the symmetric difference keeps those in one only.
    private func combine(_ set: inout ScriptSet, _ name: String, with other: Value, at span: SourceSpan) throws {
        let incoming = try elements(of: other, at: span)
        switch name {
        case "union", "formUnion":
            for element in incoming { set.insert(element, key: try dictionaryKey(element, at: span)) }
        case "intersection", "formIntersection":
            let kept = try keys(of: other, at: span)
            for element in set.elements where !kept.contains(try dictionaryKey(element, at: span)) {
                set.remove(try dictionaryKey(element, at: span))
            }
        case "subtracting", "subtract":
            for element in incoming { set.remove(try dictionaryKey(element, at: span)) }
        default:
            var added = ScriptSet()
            for element in incoming {
                let key = try dictionaryKey(element, at: span)
                if !set.contains(key) { added.insert(element, key: key) }
            }
            for element in incoming { set.remove(try dictionaryKey(element, at: span)) }
            for element in added.elements { set.insert(element, key: try dictionaryKey(element, at: span)) }
        }
    }

    private func keys(of sequence: Value, at span: SourceSpan) throws -> Set<DictionaryKey> {
        Set(try elements(of: sequence, at: span).map { try dictionaryKey($0, at: span) })
    }

    private func isCallable(_ value: Value) -> Bool {
        if case .function = value { return true }
        return false
    }
}
