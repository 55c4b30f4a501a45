import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

@Suite("Font library")
struct FontLibraryTests {
    @Test("the default library has exactly the DejaVu families")
    func families() throws {
        let fonts = try Fixtures.fonts()
        #expect(fonts.families == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif"])
        #expect(fonts.fontFiles == FontLibrary.defaultFontFiles)
    }

    @Test("requested families resolve to library families", arguments: [
        (nil, "DejaVu Sans"), ("monospace", "DejaVu Sans Mono"), ("serif", "DejaVu Serif"), ("sans-serif", "DejaVu Sans"),
        ("DejaVu Serif", "DejaVu Serif"), ("dejavu sans mono", "DejaVu Sans Mono"),
    ] as [(String?, String)])
    func resolution(requested: String?, resolved: String) throws {
        let fonts = try Fixtures.fonts()
        #expect(fonts.resolvedFamily(for: Font(family: requested, size: 12)) == resolved)
        #expect(fonts.warnings.isEmpty)
    }

    @Test("an unknown family falls back to DejaVu Sans with one warning per family")
    func fallback() throws {
        let fonts = try Fixtures.fonts()
        for family in ["Helvetica", "Menlo", "Helvetica"] {
            #expect(fonts.resolvedFamily(for: Font(family: family, size: 12)) == "DejaVu Sans")
        }
        #expect(fonts.warnings == ["font family 'Helvetica' is not available; using DejaVu Sans",
                                   "font family 'Menlo' is not available; using DejaVu Sans"])
    }

    @Test("CSS families name the resolved family and a generic fallback", arguments: [
        (Font.labelDefault, "'DejaVu Sans', sans-serif"),
        (Font.monospacedSystemFont(ofSize: 12, weight: .bold), "'DejaVu Sans Mono', monospace"),
        (Font(family: "serif", size: 12), "'DejaVu Serif', serif"),
    ])
    func cssFamily(font: Font, expected: String) throws {
        #expect(try Fixtures.fonts().cssFontFamily(for: font) == expected)
    }

    @Test("a missing default font file is named in the error with the package that installs it")
    func missingDefaultFile() {
        let files = [FontLibrary.defaultFontFiles[0], "/nonexistent/dejavu/DejaVuSans-Bold.ttf"]
        #expect(throws: RenderError.missingFontFile(path: "/nonexistent/dejavu/DejaVuSans-Bold.ttf", package: "fonts-dejavu-core")) {
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
