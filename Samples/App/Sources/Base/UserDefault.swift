import Foundation

/// A setting kept in the user defaults, read with its default until the user changes it.
@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value

    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

/// The app's settings.
enum Settings {
    @UserDefault(key: "notifications.enabled", defaultValue: [true, true, false])
    static var enabledKinds: [Bool]
}
