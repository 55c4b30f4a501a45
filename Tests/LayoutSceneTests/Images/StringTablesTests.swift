import Foundation
import LayoutScene
import Testing

/// An app's strings files and string catalogs read into tables of one language.
@Suite struct StringTablesTests {
    private func file(_ name: String, _ data: Data) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    @Test func aStringsFileFillsTheTableItsNameGives() throws {
        let url = try file("Settings.strings", Data("""
            /* A comment. */
            "title" = "Réglages";
            // another
            "quoted" = "a \\"b\\"";
            """.utf8))
        var tables = StringTables(language: "fr")
        try tables.read(stringsFile: url)
        #expect(tables.text(forKey: "title", table: "Settings") == "Réglages")
        #expect(tables.text(forKey: "quoted", table: "Settings") == "a \"b\"")
        #expect(tables.text(forKey: "title") == nil)
    }

    @Test func aUTF16StringsFileIsRead() throws {
        var data = Data([0xFF, 0xFE])
        data.append("\"hello\" = \"Hallo\";".data(using: .utf16LittleEndian)!)
        var tables = StringTables(language: "de")
        try tables.read(stringsFile: try file("Localizable.strings", data))
        #expect(tables.text(forKey: "hello") == "Hallo")
    }

    @Test func theFirstFileReadKeepsAKey() throws {
        var tables = StringTables(language: "pt-BR")
        try tables.read(stringsFile: try file("Localizable.strings", Data("\"a\" = \"regional\";".utf8)))
        try tables.read(stringsFile: try file("Localizable.strings", Data("\"a\" = \"base\";\n\"b\" = \"only base\";".utf8)))
        #expect(tables.text(forKey: "a") == "regional")
        #expect(tables.text(forKey: "b") == "only base")
    }

    @Test func aStringCatalogGivesTheLanguagesTextElseTheSourcesElseTheKey() throws {
        let url = try file("Localizable.xcstrings", Data("""
            { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
              "greeting" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour" } } } },
              "farewell" : { "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Goodbye" } } } },
              "%lld items" : { "localizations" : {
                "fr" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld élément" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } } } } } } },
              "untranslated" : { }
            } }
            """.utf8))
        var tables = StringTables(language: "fr-CA")
        try tables.read(stringCatalog: url)
        #expect(tables.text(forKey: "greeting") == "Bonjour")
        #expect(tables.text(forKey: "farewell") == "Goodbye")
        #expect(tables.text(forKey: "%lld items") == "%lld éléments")
        #expect(tables.text(forKey: "untranslated") == "untranslated")
    }

    @Test func aFileThatIsNotAStringsTableIsAnErrorNamingIt() throws {
        let url = try file("Localizable.strings", Data("\"a\" = ".utf8))
        var tables = StringTables(language: "en")
        #expect(throws: StringTablesError.self) { try tables.read(stringsFile: url) }
        do {
            try tables.read(stringsFile: url)
        } catch {
            #expect(error.description == "\(url.path): error: not a strings file (\"key\" = \"text\"; lines)")
        }
        let catalog = try file("Localizable.xcstrings", Data("[]".utf8))
        #expect(throws: StringTablesError.self) { try tables.read(stringCatalog: catalog) }
    }
}
