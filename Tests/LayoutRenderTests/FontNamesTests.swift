import Foundation
import LayoutScene
import Testing
@testable import LayoutRender

/// The font library's names for `UIFont(name:size:)`: PostScript, full and family names of every face loaded, the
/// app's own font files included.
@Suite("Font names")
struct FontNamesTests {
    @Test("PostScript, full and family names find their face", arguments: [
        ("Inter-SemiBold", Font(family: "Inter", size: 15, weight: .semibold)),
        ("inter-semibold", Font(family: "Inter", size: 15, weight: .semibold)),
        ("Inter-Italic", Font(family: "Inter", size: 15, italic: true)),
        ("Inter-Black", Font(family: "Inter", size: 15, weight: .black)),
        ("InterDisplay-Light", Font(family: "Inter Display", size: 15, weight: .light)),
        ("DejaVuSerif-Bold", Font(family: "DejaVu Serif", size: 15, weight: .bold)),
        ("DejaVu Sans Mono Bold", Font(family: "DejaVu Sans Mono", size: 15, weight: .bold)),
        ("DejaVu Serif", Font(family: "DejaVu Serif", size: 15)),
    ])
    func names(name: String, font: Font) throws {
        #expect(try Fixtures.fonts().fontNames.font(named: name, size: 15) == font)
    }

    @Test("a name no face has is nil")
    func unknown() throws {
        #expect(try Fixtures.fonts().fontNames.font(named: "Futura-Medium", size: 15) == nil)
    }

    @Test("the app's font files join the set")
    func appFonts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutviz-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Brand-Bold.ttf")
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
                                         toPath: file.path)
        let fonts = try FontLibrary(additionalFontFiles: [file.path])
        #expect(fonts.fontFiles.last == file.path)
        #expect(fonts.fontNames.faces.filter { $0.postScriptName == "DejaVuSansMono-Bold" }.count == 2)
        #expect(fonts.fontNames.font(named: "DejaVuSansMono-Bold", size: 9)?.weight == .bold)
    }
}
