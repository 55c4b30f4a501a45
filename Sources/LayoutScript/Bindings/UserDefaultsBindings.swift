import Foundation
import LayoutScene

/// `UserDefaults.standard`, `UserDefaults()` and `UserDefaults(suiteName:)` (see ``SceneUserDefaults``: in memory,
/// empty when the scene starts), their typed getters, `set(_:forKey:)`, `register(defaults:)` and
/// `removeObject(forKey:)`. Storing a value that is not a property list (a view, a struct) is Foundation's
/// "Attempt to insert non-property list object" error.
enum UserDefaultsBindings {
    static func bind(_ registry: HostRegistry) {
        let t = BindingTypes(registry)
        let defaults = registry.type(SceneUserDefaults.self)
        defaults.staticProperty("standard") { .object($0.standardDefaults) }
        defaults.initializer("init()", []) { .object($0.interpreter.standardDefaults) }
        defaults.initializer("init(suiteName:)", [.optional(t.string)]) { call in
            guard case .string(let name) = call.value(0) else { return .object(call.interpreter.standardDefaults) }
            return .object(call.interpreter.userDefaults(suiteName: name))
        }
        for getter in ["object(forKey:)", "value(forKey:)"] {
            defaults.method(getter, [t.string]) { try $0.receiver(SceneUserDefaults.self).object(forKey: $0.get(0)) }
        }
        defaults.method("string(forKey:)", [t.string]) { try $0.receiver(SceneUserDefaults.self).string(forKey: $0.get(0)) }
        defaults.method("integer(forKey:)", [t.string]) {
            .int(try $0.receiver(SceneUserDefaults.self).integer(forKey: $0.get(0)))
        }
        for getter in ["double(forKey:)", "float(forKey:)"] {
            defaults.method(getter, [t.string]) { .double(try $0.receiver(SceneUserDefaults.self).double(forKey: $0.get(0))) }
        }
        defaults.method("bool(forKey:)", [t.string]) { .bool(try $0.receiver(SceneUserDefaults.self).bool(forKey: $0.get(0))) }
        defaults.method("array(forKey:)", [t.string]) { call in
            let value = try call.receiver(SceneUserDefaults.self).object(forKey: call.get(0))
            if case .array = value { return value }
            return .null
        }
        defaults.method("stringArray(forKey:)", [t.string]) { call in
            let value = try call.receiver(SceneUserDefaults.self).object(forKey: call.get(0))
            guard case .array(let elements) = value,
                  elements.allSatisfy({ if case .string = $0 { true } else { false } }) else { return .null }
            return value
        }
        defaults.method("dictionary(forKey:)", [t.string]) { call in
            let value = try call.receiver(SceneUserDefaults.self).object(forKey: call.get(0))
            if case .dictionary = value { return value }
            return .null
        }
        for setter in ["set(_:forKey:)", "setValue(_:forKey:)"] {
            defaults.method(setter, [.optional(t.any), t.string]) { call in
                let key: String = try call.get(1)
                try checkPropertyList(call.value(0), key: key, call)
                try call.receiver(SceneUserDefaults.self).set(call.value(0), forKey: key)
                return .void
            }
        }
        defaults.method("removeObject(forKey:)", [t.string]) { call in
            try call.receiver(SceneUserDefaults.self).removeObject(forKey: call.get(0))
            return .void
        }
        defaults.method("register(defaults:)", [.dictionary(t.string, t.any)]) { call in
            if case .dictionary(let entries) = call.value(0) {
                for entry in entries.entries { try checkPropertyList(entry.value, key: call.interpreter.describe(entry.key), call) }
                try call.receiver(SceneUserDefaults.self).register(entries)
            }
            return .void
        }
        defaults.method("dictionaryRepresentation()", []) { try $0.receiver(SceneUserDefaults.self).dictionaryRepresentation }
        defaults.method("synchronize()", []) { _ in .bool(true) }
    }

    /// Foundation accepts only property lists: numbers, Booleans, strings, and arrays and string-keyed dictionaries
    /// of them (dates and data are not modelled). An unknown value is kept: it reads back as unknown.
    private static func checkPropertyList(_ value: Value, key: String, _ call: HostCall) throws {
        guard !isPropertyList(value) else { return }
        throw BindingError("Attempt to insert non-property list object \(call.interpreter.describe(value)) "
                               + "(of type '\(call.interpreter.typeName(of: value))') for key \(key)")
    }

    private static func isPropertyList(_ value: Value) -> Bool {
        switch value {
        case .null, .bool, .int, .double, .string: true
        case _ where value.isUnknown: true
        case .array(let elements): elements.allSatisfy(isPropertyList)
        case .dictionary(let dictionary):
            dictionary.entries.allSatisfy { entry in
                if case .string = entry.key { isPropertyList(entry.value) } else { false }
            }
        default: false
        }
    }
}
