/// A Swift `Set` in a scene: distinct `Hashable` values. Swift leaves a set's iteration order unspecified (and
/// different from run to run); layoutviz iterates in insertion order so every run is the same, as it does for
/// dictionaries.
///
///     var tags: Set<String> = ["b", "a"]
///     tags.insert("b")        // (inserted: false, memberAfterInsert: "b")
///     for tag in tags { … }   // "b", then "a"
struct ScriptSet {
    /// The elements as the keys of a dictionary whose values are unused.
    private var storage = ScriptDictionary()

    /// The elements, in insertion order.
    var elements: [Value] { storage.entries.map(\.key) }

    var count: Int { storage.count }

    func contains(_ key: DictionaryKey) -> Bool {
        storage.value(for: key) != nil
    }

    /// The element equal to `key`, as it was inserted.
    func member(_ key: DictionaryKey) -> Value? {
        storage.entries.first { DictionaryKey($0.key) == key }?.key
    }

    /// Adds `element` unless an equal one is there; returns whether it was added.
    @discardableResult
    mutating func insert(_ element: Value, key: DictionaryKey) -> Bool {
        guard !contains(key) else { return false }
        storage.set(.void, for: key, original: element)
        return true
    }

    /// Removes the element equal to `key`; returns it, or nil when there was none.
    @discardableResult
    mutating func remove(_ key: DictionaryKey) -> Value? {
        guard let removed = member(key) else { return nil }
        storage.set(nil, for: key, original: removed)
        return removed
    }

    mutating func removeAll() {
        storage.removeAll()
    }
}
