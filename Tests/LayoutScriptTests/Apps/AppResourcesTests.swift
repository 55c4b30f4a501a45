import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An app folder's resources found where Xcode keeps them, read into one catalog and one language's strings, which
/// `NSLocalizedString`, `String(localized:)` and `Bundle.localizedString(forKey:value:table:)` read.
@Suite struct AppResourcesTests {
    private static let colorSet = """
        { "colors" : [ { "idiom" : "universal", "color" : { "color-space" : "srgb",
          "components" : { "red" : "1.0", "green" : "0.0", "blue" : "0.0", "alpha" : "1.000" } } } ] }
        """

    private func app() throws -> TemporaryFolder {
        try TemporaryFolder(files: [
            "App/Screen.swift": "",
            "App/Assets.xcassets/Contents.json": "{}",
            "App/Assets.xcassets/Brand.colorset/Contents.json": Self.colorSet,
            "Widgets/Colors.xcassets/Contents.json": "{}",
            "Widgets/Colors.xcassets/Accent.colorset/Contents.json": Self.colorSet,
            "Pods/Lib/Lib.xcassets/Contents.json": "{}",
            "Pods/Lib/Lib.xcassets/Other.colorset/Contents.json": Self.colorSet,
            "App/en.lproj/Localizable.strings": "\"title\" = \"Settings\";\n\"only.en\" = \"English\";",
            "App/fr.lproj/Localizable.strings": "\"title\" = \"Réglages\";",
            "App/Base.lproj/Main.strings": "\"button\" = \"OK\";",
            "App/Onboarding.xcstrings": #"{ "sourceLanguage" : "en", "strings" : { "welcome" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome" } }, "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } } } } } }"#,
            "App/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>UIAppFonts</key><array><string>Fonts/Brand-Regular.ttf</string>
                <string>Missing.otf</string></array></dict></plist>
                """,
            "App/Resources/Fonts/Brand-Regular.ttf": "",
            "App.xcodeproj/project.pbxproj": "developmentRegion = fr;\nknownRegions = (en, fr, Base);",
        ])
    }

    @Test func theFolderListsItsResourcesOutsideVendoredCode() throws {
        let folder = try app()
        let files = try AppFolder(contentsOf: folder.url).resources
        #expect(files.catalogs.map { folder.relative($0) } == ["App/Assets.xcassets", "Widgets/Colors.xcassets"])
        #expect(files.developmentLanguage == "fr")
        #expect(files.stringsFiles(for: "fr-CA").map { folder.relative($0) }
                    == ["App/fr.lproj/Localizable.strings", "App/Base.lproj/Main.strings"])
        #expect(files.appFonts.map { folder.relative($0) } == ["App/Resources/Fonts/Brand-Regular.ttf"])
    }

    @Test func theResourcesReadGiveOneCatalogAndOneLanguagesStrings() throws {
        let folder = try app()
        let files = try AppFolder(contentsOf: folder.url).resources
        let french = AppResources(files, language: nil)
        #expect(french.warnings.isEmpty)
        #expect(french.catalog?.colors.keys.sorted() == ["Accent", "Brand"])
        #expect(french.catalog?.fontFiles.map { folder.relative(URL(fileURLWithPath: $0)) }
                    == ["App/Resources/Fonts/Brand-Regular.ttf"])
        #expect(french.strings.language == "fr")
        #expect(french.strings.text(forKey: "title") == "Réglages")
        #expect(french.strings.text(forKey: "button", table: "Main") == "OK")
        #expect(french.strings.text(forKey: "welcome", table: "Onboarding") == "Bienvenue")
        let english = AppResources(files, language: "en")
        #expect(english.strings.text(forKey: "title") == "Settings")
        #expect(english.strings.text(forKey: "welcome", table: "Onboarding") == "Welcome")
    }

    @Test func aResourceThatCannotBeReadIsLeftOutWithAWarning() throws {
        let folder = try TemporaryFolder(files: [
            "App/Screen.swift": "", "App/en.lproj/Localizable.strings": "\"a\" = ",
            "App/Broken.xcassets/Contents.json": "{}", "App/Broken.xcassets/X.colorset/Contents.json": "[",
        ])
        let resources = AppResources(try AppFolder(contentsOf: folder.url).resources, language: "en")
        #expect(resources.catalog == nil)
        #expect(resources.warnings.count == 2)
        #expect(resources.warnings.contains { $0.hasSuffix("Localizable.strings: warning: this strings file is left out: "
                                                               + "not a strings file (\"key\" = \"text\"; lines)") })
        #expect(resources.warnings.contains { $0.contains("X.colorset/Contents.json: warning: this asset catalog is left out") })
    }

    @Test func localizedStringsReadTheAppsTablesElseTheValueElseTheKey() throws {
        var strings = StringTables(language: "en")
        let folder = try TemporaryFolder(files: ["en.lproj/Localizable.strings": "\"title\" = \"Settings\";",
                                                 "en.lproj/Main.strings": "\"button\" = \"OK\";"])
        for file in ["en.lproj/Localizable.strings", "en.lproj/Main.strings"] {
            try strings.read(stringsFile: folder.url.appendingPathComponent(file))
        }
        var options = LoadOptions()
        options.strings = strings
        let scene = try SceneScript.load(source: """
            let texts = [NSLocalizedString("title", comment: ""),
                         NSLocalizedString("button", tableName: "Main", comment: ""),
                         NSLocalizedString("missing", value: "Fallback", comment: ""),
                         String(localized: "title"), String(localized: "button", table: "Main"),
                         Bundle.main.localizedString(forKey: "title", value: nil, table: nil),
                         Bundle.main.localizedString(forKey: "absent", value: "", table: nil)]
            let label = UILabel()
            label.text = texts.joined(separator: "|")
            view.addSubview(label)
            """, fileName: "scene.swiftlay", defaultSize: CGSize(width: 375, height: 667), options: options)
        #expect(labels(in: scene.canvas).first?.text == "Settings|OK|Fallback|Settings|OK|Settings|absent")
    }
}
