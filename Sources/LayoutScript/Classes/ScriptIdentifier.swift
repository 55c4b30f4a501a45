import Foundation

/// A scene value used as a diffable data source's section or item identifier: equal to another when Swift's `==`
/// would say so for the values a scene hashes (numbers, strings, enum cases, tuples, UIKit values, objects by
/// identity, structs by their stored properties); a value that is none of these is equal only to itself.
///
/// ```swift
/// let identifier = ScriptIdentifier(.string("Books"))
/// ```
struct ScriptIdentifier: Hashable {
    let value: Value
    private let key: Key
    /// What makes a value that is none of the hashable kinds unique, kept alive with it.
    private let token: Token?

    private final class Token {}

    private indirect enum Key: Hashable {
        case hashable(DictionaryKey)
        case structure(ObjectIdentifier, [Key])
        case unique(ObjectIdentifier)
    }

    init(_ value: Value) {
        self.value = value
        if let key = Self.key(of: value) {
            self.key = key
            token = nil
        } else {
            let token = Token()
            key = .unique(ObjectIdentifier(token))
            self.token = token
        }
    }

    private static func key(of value: Value) -> Key? {
        if let key = DictionaryKey(value) { return .hashable(key) }
        guard case .structValue(let instance) = value else { return nil }
        var fields: [Key] = []
        for property in instance.type.storedProperties {
            guard let field = key(of: instance.fields[property.name] ?? .null) else { return nil }
            fields.append(field)
        }
        return .structure(ObjectIdentifier(instance.type), fields)
    }

    static func == (left: ScriptIdentifier, right: ScriptIdentifier) -> Bool { left.key == right.key }

    func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
