import Foundation

/// An app's localized strings in one language, as `NSLocalizedString`, `String(localized:)` and
/// `Bundle.localizedString(forKey:value:table:)` read them: each table (`Localizable`, `InfoPlist`, …) maps keys to
/// text. Read from `.strings` files (the old-style property list Xcode writes, UTF-8 or UTF-16) in a
/// `<language>.lproj` folder and from string catalogs (`.xcstrings`, JSON, every language in one file).
///
/// ```swift
/// var tables = StringTables(language: "en")
/// try tables.read(stringsFile: URL(fileURLWithPath: "App/en.lproj/Localizable.strings"))
/// tables.text(forKey: "settings.title") // "Settings"
/// ```
public struct StringTables: Sendable, Hashable {
    /// The language read (`en`, `fr`, `pt-BR`).
    public let language: String
    /// The tables by name (the file name without its extension), each mapping keys to text.
    public private(set) var tables: [String: [String: String]] = [:]

    /// No tables, for `language`.
    ///
    /// ```swift
    /// StringTables(language: "en").tables.isEmpty // true
    /// ```
    public init(language: String) {
        self.language = language
    }

    /// The text of `key` in `table` (`Localizable` when nil), or nil when the table lacks it.
    ///
    /// ```swift
    /// tables.text(forKey: "welcome", table: "Onboarding")
    /// ```
    public func text(forKey key: String, table: String? = nil) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    /// Whether no table holds a string.
    public var isEmpty: Bool { tables.values.allSatisfy(\.isEmpty) }

    /// Reads a `.strings` file into the table its name gives; keys already read keep their text. Throws
    /// ``StringTablesError`` naming the file when it cannot be read or is not a strings property list.
    ///
    /// ```swift
    /// try tables.read(stringsFile: URL(fileURLWithPath: "App/en.lproj/Localizable.strings"))
    /// ```
    public mutating func read(stringsFile url: URL) throws(StringTablesError) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw StringTablesError(file: url.path, reason: "cannot read the file")
        }
        let text = String(data: data, encoding: Self.encoding(of: data)) ?? ""
        let parsed = try? PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        guard let entries = parsed as? [String: Any] ?? (text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                                                          ? [:] : nil) else {
            throw StringTablesError(file: url.path, reason: "not a strings file (\"key\" = \"text\"; lines)")
        }
        let name = url.deletingPathExtension().lastPathComponent
        for (key, value) in entries {
            guard let value = value as? String else { continue }
            if tables[name]?[key] == nil { tables[name, default: [:]][key] = value }
        }
    }

    /// Reads a string catalog (`.xcstrings`) into the table its name gives: each key's text in ``language``, else in
    /// the catalog's source language, else the key itself (a catalog lists keys the code uses before they are
    /// translated). Plural and device variations give their `other` form. Throws ``StringTablesError`` naming the
    /// file when it cannot be read or is not a catalog.
    ///
    /// ```swift
    /// try tables.read(stringCatalog: URL(fileURLWithPath: "App/Localizable.xcstrings"))
    /// ```
    public mutating func read(stringCatalog url: URL) throws(StringTablesError) {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw StringTablesError(file: url.path, reason: "cannot read the file")
        }
        guard let catalog = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else {
            throw StringTablesError(file: url.path, reason: "not a string catalog (JSON with \"strings\")")
        }
        let sourceLanguage = catalog["sourceLanguage"] as? String ?? "en"
        let name = url.deletingPathExtension().lastPathComponent
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            let text = [language, Self.baseLanguage(of: language), sourceLanguage].lazy
                .compactMap { localizations[$0].flatMap(Self.catalogText) }.first ?? key
            if tables[name]?[key] == nil { tables[name, default: [:]][key] = text }
        }
    }

    /// The text of one language's entry in a catalog: its string unit's value, or its variations' `other` form.
    private static func catalogText(_ localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
            return value
        }
        guard let variations = localization["variations"] as? [String: Any] else { return nil }
        for kind in variations.keys.sorted() {
            guard let forms = variations[kind] as? [String: Any] else { continue }
            if let other = forms["other"].flatMap(catalogText) { return other }
        }
        return nil
    }

    /// `pt` for `pt-BR`, the language itself when it names no region.
    static func baseLanguage(of language: String) -> String {
        String(language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(language))
    }

    /// UTF-16 when the data starts with a byte-order mark (Xcode's older strings files), else UTF-8.
    private static func encoding(of data: Data) -> String.Encoding {
        guard data.count >= 2 else { return .utf8 }
        let mark = (data[data.startIndex], data[data.startIndex + 1])
        return mark == (0xFF, 0xFE) || mark == (0xFE, 0xFF) ? .utf16 : .utf8
    }
}

/// A strings file or string catalog that could not be read, with the file and why.
///
/// ```swift
/// StringTablesError(file: "App/en.lproj/Localizable.strings", reason: "cannot read the file").description
/// ```
public struct StringTablesError: Error, Sendable, CustomStringConvertible {
    /// The file's path.
    public let file: String
    /// Why it could not be read.
    public let reason: String

    /// Names the file and the reason.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): error: \(reason)" }
}
