import LayoutScene

extension Interpreter {
    /// The text a localized string lookup gives, as Foundation's: the app's string tables' text for `key` in `table`
    /// (`Localizable` when nil), else `value` when it is not empty, else the key itself.
    ///
    /// ```swift
    /// localizedText("settings.title", table: nil, value: nil) // "Settings" when en.lproj has it, else the key
    /// ```
    func localizedText(_ key: String, table: String?, value: String?) -> String {
        if let text = strings?.text(forKey: key, table: table) { return text }
        if let value, !value.isEmpty { return value }
        return key
    }
}
