import Foundation
import LayoutScene
import Testing

/// Colour sets read from a generated asset catalog: Any/Light/Dark entries, the three component forms Xcode
/// writes, gray and Display P3 spaces, system-colour references, and malformed files named with the key at fault.
@Suite struct ColorSetTests {
    /// A colour set whose `colors` array is `entries`.
    private func write(_ name: String, _ entries: String, in folder: AssetFolder) throws {
        try folder.write("Assets.xcassets/\(name).colorset/Contents.json", text: """
            { "colors" : [ \(entries) ], "info" : { "author" : "xcode", "version" : 1 } }
            """)
    }

    private func entry(_ components: String, space: String = "srgb", appearance: String? = nil,
                       idiom: String = "universal") -> String {
        let appearances = appearance.map { #", "appearances" : [ { "appearance" : "luminosity", "value" : "\#($0)" } ]"# }
        return #"{ "idiom" : "\#(idiom)"\#(appearances ?? ""), "color" : { "color-space" : "\#(space)", "#
            + #""components" : { \#(components) } } }"#
    }

    private func catalog(_ build: (AssetFolder) throws -> Void) throws -> AssetCatalog {
        let folder = try AssetFolder()
        defer { folder.remove() }
        try build(folder)
        return try AssetCatalog(contentsOf: folder.url.appendingPathComponent("Assets.xcassets"))
    }

    @Test func anyAndDarkInEveryComponentForm() throws {
        let catalog = try catalog { folder in
            try write("Card", entry(#""red" : "0xFF", "green" : "0x80", "blue" : "0x00", "alpha" : "1.000""#)
                          + ", " + entry(#""red" : "28", "green" : "28", "blue" : "30", "alpha" : "0.500""#,
                                         appearance: "dark"), in: folder)
            try write("Plain", entry(#""red" : "0.200", "green" : "0.400", "blue" : "0.600", "alpha" : "1.000""#),
                      in: folder)
        }
        let card = try #require(catalog.colors["Card"])
        #expect(card.resolved(for: .light) == Color(red: 1, green: 128.0 / 255, blue: 0))
        #expect(card.resolved(for: .dark) == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 0.5))
        let plain = try #require(catalog.colors["Plain"])
        #expect(!plain.isDynamic)
        #expect(plain == Color(red: 0.2, green: 0.4, blue: 0.6))
        #expect(Color(named: "Card", in: catalog) == card)
        #expect(Color(named: "Nope", in: catalog) == .missingAsset)
    }

    @Test func lightBeatsAnyAndAnIPhoneEntryBeatsUniversal() throws {
        let catalog = try catalog { folder in
            try write("Tint", [entry(#""red" : "0", "green" : "0", "blue" : "0""#),
                               entry(#""red" : "255", "green" : "0", "blue" : "0""#, appearance: "light"),
                               entry(#""red" : "0", "green" : "0", "blue" : "255""#, appearance: "dark", idiom: "iphone"),
                               entry(#""red" : "0", "green" : "255", "blue" : "0""#, appearance: "dark"),
                               entry(#""red" : "9", "green" : "9", "blue" : "9""#, idiom: "ipad")].joined(separator: ", "),
                      in: folder)
        }
        let tint = try #require(catalog.colors["Tint"])
        #expect(tint.resolved(for: .light).hexString == "#FF0000")
        #expect(tint.resolved(for: .dark).hexString == "#0000FF")
    }

    @Test func graysP3AndSystemReferences() throws {
        let catalog = try catalog { folder in
            try write("Gray", entry(#""white" : "0.500", "alpha" : "1.000""#, space: "gray-gamma-22"), in: folder)
            try write("P3", entry(#""red" : "1.000", "green" : "0.000", "blue" : "0.000", "alpha" : "1.000""#,
                                  space: "display-p3"), in: folder)
            try write("Back", #"{ "idiom" : "universal", "color" : { "platform" : "ios", "reference" : "systemBackgroundColor" } }"#,
                      in: folder)
            try write("HighContrast", entry(#""red" : "1", "green" : "1", "blue" : "1""#)
                          + #", { "idiom" : "universal", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ], "#
                          + #""color" : { "components" : { "red" : "0.000", "green" : "0.000", "blue" : "0.000" } } }"#,
                      in: folder)
        }
        let gray = try #require(catalog.colors["Gray"]).resolved(for: .light)
        #expect(abs(gray.red - 0.5) < 0.01, "0.5 at gamma 2.2 is about 0.5 in sRGB: \(gray.red)")
        #expect(gray.red == gray.green && gray.green == gray.blue)
        #expect(try #require(catalog.colors["P3"]).hexString == "#FF0000")
        #expect(catalog.colors["Back"] == .systemBackground)
        #expect(try #require(catalog.colors["HighContrast"]).hexString == "#010101", "'1' is 1/255; high contrast is not used")
    }

    @Test func malformedFilesNameTheKeyAtFault() throws {
        let cases: [(String, String)] = [
            ("{ \"colors\" : [", "not valid JSON"),
            (#"{ "colors" : [ { "idiom" : "universal" } ] }"#, "'colors[0].color' is missing"),
            (#"{ "colors" : [ \#(entry(#""red" : "0.5", "green" : "0.5""#)) ] }"#,
             "'colors[0].color.components.blue' is missing"),
            (#"{ "colors" : [ \#(entry(#""red" : "half", "green" : "0", "blue" : "0""#)) ] }"#,
             "'colors[0].color.components.red' is 'half'; expected 0–1 (\"0.500\"), 0–255 or 0x00–0xFF"),
            (#"{ "colors" : [ \#(entry(#""red" : "0", "green" : "0", "blue" : "0""#, space: "cmyk")) ] }"#,
             "'colors[0].color.color-space' is 'cmyk'; expected one of srgb, extended-srgb, display-p3, "
                + "extended-linear-srgb, gray-gamma-22, extended-gray"),
            (#"{ "colors" : [ { "idiom" : "universal", "color" : { "reference" : "brandColor" } } ] }"#,
             "'colors[0].color.reference' names 'brandColor', which is not a system colour"),
            (#"{ "colors" : [ ] }"#, "no colour for an iPhone ('colors' has no universal or iphone entry)"),
        ]
        for (text, reason) in cases {
            let folder = try AssetFolder()
            defer { folder.remove() }
            try folder.write("Assets.xcassets/Bad.colorset/Contents.json", text: text)
            #expect(throws: AssetCatalogError(file: folder.url.path + "/Assets.xcassets/Bad.colorset/Contents.json",
                                              reason: reason)) {
                try AssetCatalog(contentsOf: folder.url.appendingPathComponent("Assets.xcassets"))
            }
        }
    }
}
