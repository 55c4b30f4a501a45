import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Font library")
struct FontLibraryTests {
    @Test("the default library has the Inter, DejaVu, Noto Color Emoji and WenQuanYi Micro Hei families")
    func families() throws {
        let fonts = try Fixtures.fonts()
        let expected: Set = ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Inter", "Inter Display", "Noto Color Emoji",
                             "WenQuanYi Micro Hei", "WenQuanYi Micro Hei Mono"]
        let localized: Set = ["文泉驛微米黑", "文泉驿微米黑", "文泉驛等寬微米黑", "文泉驿等宽微米黑"]
        #expect(expected.isSubset(of: fonts.families))
        #expect(fonts.families.allSatisfy { expected.contains($0) || localized.contains($0) || $0.hasPrefix("Inter ") })
        #expect(fonts.fontFiles == FontLibrary.defaultFontFiles)
        #expect(fonts.fontFiles.count == 30)
    }

    @Test("requested families resolve to library families; the system font is Inter, Inter Display from 20 pt",
          arguments: [
        (nil, 12, "Inter"), (nil, 19.5, "Inter"), (nil, 20, "Inter Display"), (nil, 34, "Inter Display"),
        ("sans-serif", 17, "Inter"), ("monospace", 12, "DejaVu Sans Mono"), ("serif", 12, "DejaVu Serif"),
        ("DejaVu Serif", 12, "DejaVu Serif"), ("dejavu sans mono", 30, "DejaVu Sans Mono"), ("inter", 30, "Inter"),
    ] as [(String?, CGFloat, String)])
    func resolution(requested: String?, size: CGFloat, resolved: String) throws {
        let fonts = try Fixtures.fonts()
        #expect(fonts.resolvedFamily(for: Font(family: requested, size: size)) == resolved)
        #expect(fonts.warnings.isEmpty)
    }

    @Test("an unknown family falls back to the system font with one warning per family")
    func fallback() throws {
        let fonts = try Fixtures.fonts()
        for family in ["Helvetica", "Menlo", "Helvetica"] {
            #expect(fonts.resolvedFamily(for: Font(family: family, size: 12)) == "Inter")
        }
        #expect(fonts.warnings == ["font family 'Helvetica' is not available; using the system font (Inter)",
                                   "font family 'Menlo' is not available; using the system font (Inter)"])
    }

    @Test("CSS families name the resolved family, the fallback families and a generic family", arguments: [
        (Font.labelDefault, "'Inter', 'Noto Color Emoji', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif"),
        (Font.systemFont(ofSize: 28, weight: .bold), "'Inter Display', 'Noto Color Emoji', 'DejaVu Sans', 'WenQuanYi Micro Hei', sans-serif"),
        (Font.monospacedSystemFont(ofSize: 12, weight: .bold), "'DejaVu Sans Mono', 'Noto Color Emoji', 'DejaVu Sans', 'WenQuanYi Micro Hei', monospace"),
        (Font(family: "serif", size: 12), "'DejaVu Serif', 'Noto Color Emoji', 'DejaVu Sans', 'WenQuanYi Micro Hei', serif"),
    ])
    func cssFamily(font: Font, expected: String) throws {
        #expect(try Fixtures.fonts().cssFontFamily(for: font) == expected)
    }

    @Test("a missing default font file is named in the error with the package that installs it")
    func missingDefaultFile() {
        let files = [FontSet.files[0], FontSet.File(path: "/nonexistent/inter/Inter-Bold.otf", package: "fonts-inter")]
        #expect(throws: RenderError.missingFontFile(path: "/nonexistent/inter/Inter-Bold.otf", package: "fonts-inter")) {
            try FontLibrary(defaultFontFiles: files, additionalFontFiles: [])
        }
    }

    @Test("an added font file that does not exist is named in the error")
    func missingAddedFile() {
        #expect(throws: RenderError.missingFontFile(path: "/nonexistent/Extra.ttf", package: nil)) {
            try FontLibrary(additionalFontFiles: ["/nonexistent/Extra.ttf"])
        }
    }

    @Test("a file that is not a font is refused")
    func notAFont() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: RenderError.unreadableFontFile(path: path, reason: "fontconfig cannot load it as a font")) {
            try FontLibrary(additionalFontFiles: [path])
        }
    }

    @Test("an added font file adds its family")
    func addedFile() throws {
        let extra = "/usr/share/fonts/truetype/dejavu/DejaVuSansCondensed.ttf"
        try #require(FileManager.default.fileExists(atPath: extra))
        let fonts = try FontLibrary(additionalFontFiles: [extra])
        #expect(fonts.families.contains("DejaVu Sans Condensed"))
        #expect(fonts.fontFiles.last == extra)
    }
}
