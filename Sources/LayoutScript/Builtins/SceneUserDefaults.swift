import Foundation

/// Foundation's `UserDefaults` for one scene: an in-memory store that starts EMPTY for every scene, so a view reads
/// the defaults a fresh install sees (`bool(forKey:)` false, `integer(forKey:)` 0, `string(forKey:)` nil, unless
/// `register(defaults:)` gave a value) and reads back whatever the scene itself sets. Nothing is read from or written
/// to disk. `UserDefaults.standard` (and `UserDefaults()`) is one store per scene; `UserDefaults(suiteName:)` gives
/// one store per suite name. The typed getters convert as Foundation's do (a number's `string(forKey:)` is its
/// text, a string's `bool(forKey:)` is true for "YES", "true" or a non-zero number).
///
/// ```swift
/// UserDefaults.standard.register(defaults: ["showsBadge": true])
/// UserDefaults.standard.bool(forKey: "showsBadge")   // true
/// UserDefaults.standard.set(3, forKey: "launches")
/// UserDefaults.standard.string(forKey: "launches")   // "3"
/// ```
final class SceneUserDefaults: HostValue {
    /// What the scene set, by key.
    private var values: [String: Value] = [:]
    /// What `register(defaults:)` gave: read when the scene has set nothing for a key; never removed.
    private var registered: [String: Value] = [:]

    /// `object(forKey:)`: the value set, else the registered one, else nil.
    func object(forKey key: String) -> Value {
        values[key] ?? registered[key] ?? .null
    }

    /// `set(_:forKey:)`: nil removes the value (the registered one shows again).
    func set(_ value: Value, forKey key: String) {
        values[key] = value.isNull ? nil : value
    }

    func removeObject(forKey key: String) {
        values[key] = nil
    }

    func register(_ defaults: ScriptDictionary) {
        for entry in defaults.entries {
            if case .string(let key) = entry.key { registered[key] = entry.value }
        }
    }

    /// `dictionaryRepresentation()`: registered values overlaid with those set, keys in sorted order.
    var dictionaryRepresentation: Value {
        var dictionary = ScriptDictionary()
        for (key, value) in registered.merging(values, uniquingKeysWith: { $1 }).sorted(by: { $0.key < $1.key }) {
            dictionary.set(value, for: .string(key), original: .string(key))
        }
        return .dictionary(dictionary)
    }

    /// `string(forKey:)`: a string, or a number's text (`NSNumber.stringValue`); nil otherwise.
    func string(forKey key: String) -> Value {
        switch object(forKey: key) {
        case .string(let text): .string(text)
        case .int(let number): .string(String(number))
        case .double(let number): .string(number == number.rounded() && abs(number) < 1e15
                                              ? String(Int(number)) : String(number))
        case .bool(let flag): .string(flag ? "1" : "0")
        default: .null
        }
    }

    /// `integer(forKey:)`: a number (truncated), a Boolean as 1 or 0, a string's leading number; 0 otherwise.
    func integer(forKey key: String) -> Int {
        let number = double(forKey: key)
        return number.isFinite && abs(number) < 9.2e18 ? Int(number) : 0
    }

    /// `double(forKey:)` and `float(forKey:)`: a number, a Boolean as 1 or 0, a string's leading number; 0 otherwise.
    func double(forKey key: String) -> Double {
        switch object(forKey: key) {
        case .int(let number): Double(number)
        case .double(let number): number
        case .bool(let flag): flag ? 1 : 0
        case .string(let text): Self.leadingNumber(text) ?? 0
        default: 0
        }
    }

    /// `bool(forKey:)`: a Boolean, a non-zero number, a string starting with Y, y, T, t or a non-zero number
    /// (`NSString.boolValue`); false otherwise.
    func bool(forKey key: String) -> Bool {
        switch object(forKey: key) {
        case .bool(let flag): flag
        case .int(let number): number != 0
        case .double(let number): number != 0
        case .string(let text):
            text.drop { $0 == " " }.first.map { "YyTt".contains($0) } == true || (Self.leadingNumber(text) ?? 0) != 0
        default: false
        }
    }

    /// The number a string starts with, after white space (`"12px"` is 12), as `NSString.doubleValue` reads it.
    private static func leadingNumber(_ text: String) -> Double? {
        Scanner(string: text).scanDouble()
    }
}
