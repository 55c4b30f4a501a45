/// A Swift dictionary in a scene. Entries keep their insertion order — Swift leaves a dictionary's order
/// unspecified (and different from run to run); layoutviz picks insertion order so every run is the same.
struct ScriptDictionary {
    private(set) var entries: [DictionaryEntry] = []
    private var positions: [DictionaryKey: Int] = [:]

    var count: Int { entries.count }

    func value(for key: DictionaryKey) -> Value? {
        positions[key].map { entries[$0].value }
    }

    /// Sets or (with nil) removes the value of a key; returns the previous value.
    @discardableResult
    mutating func set(_ value: Value?, for key: DictionaryKey, original: Value) -> Value? {
        if let position = positions[key] {
            let previous = entries[position].value
            if let value {
                entries[position].value = value
            } else {
                entries.remove(at: position)
                positions = Dictionary(uniqueKeysWithValues: positions.compactMap { entry in
                    entry.key == key ? nil : (entry.key, entry.value > position ? entry.value - 1 : entry.value)
                })
            }
            return previous
        }
        if let value {
            positions[key] = entries.count
            entries.append(DictionaryEntry(key: original, value: value))
        }
        return nil
    }

    mutating func removeAll() {
        entries = []
        positions = [:]
    }

    /// The entries as `(key:value:)` tuples, as iterating a Swift dictionary gives them.
    var tuples: [Value] { entries.map { .tuple([$0.key, $0.value], labels: ["key", "value"]) } }
}

/// One key and its value.
struct DictionaryEntry {
    let key: Value
    var value: Value
}

/// A dictionary key: a value that is `Hashable` in Swift.
enum DictionaryKey: Hashable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case null
    case enumCase(ObjectIdentifier, String, [DictionaryKey])
    case object(ObjectIdentifier)
    case hashable(AnyHashable)
    case tuple([DictionaryKey])
    /// A `Set`, equal to another with the same elements in any order.
    case set(Set<DictionaryKey>)

    /// The key for a value, or nil when its type is not `Hashable`.
    init?(_ value: Value) {
        switch value {
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text): self = .string(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .enumValue(let instance):
            let associated = instance.associated.compactMap(DictionaryKey.init)
            guard associated.count == instance.associated.count else { return nil }
            self = .enumCase(ObjectIdentifier(instance.type), instance.caseName, associated)
        case .tuple(let elements, _):
            let keys = elements.compactMap(DictionaryKey.init)
            guard keys.count == elements.count else { return nil }
            self = .tuple(keys)
        case .set(let set):
            let keys = set.elements.compactMap(DictionaryKey.init)
            guard keys.count == set.count else { return nil }
            self = .set(Set(keys))
        case .object(let object):
            if Swift.type(of: object) is AnyClass { self = .object(ObjectIdentifier(object as AnyObject)) }
            else if let hashable = object as? AnyHashable { self = .hashable(hashable) }
            else { return nil }
        default:
            return nil
        }
    }
}
