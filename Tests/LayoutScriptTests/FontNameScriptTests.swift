import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `UIFont(name:size:)` against the font set given in the load options: a known name is its face, an unknown one is
/// the system font with a warning naming it; without a font set every name is a family.
@Suite struct FontNameScriptTests {
    static let scene = """
        let title = UILabel()
        title.font = UIFont(name: "Lato-BoldItalic", size: 22)!
        let body = UILabel()
        body.font = UIFont(name: "Futura-Medium", size: 15) ?? .systemFont(ofSize: 15)
        view.addSubview(title)
        view.addSubview(body)
        """
    static let names = FontNameTable(faces: [
        .init(family: "Lato", postScriptName: "Lato-BoldItalic", fullNames: [], weight: .bold, isItalic: true),
    ])

    @Test func namesResolveAgainstTheFontSet() throws {
        let scene = try SceneScript.load(source: Self.scene, fileName: "type.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(fontNames: Self.names))
        let labels = scene.canvas.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.font) == [Font(family: "Lato", size: 22, weight: .bold, italic: true),
                                       .systemFont(ofSize: 15)])
        #expect(scene.warnings.map(\.headline) == [
            "type.swiftlay:4:13: warning: font 'Futura-Medium' is not in the font set (the system fonts and any "
                + ".ttf/.otf files under --assets); drawn with the system font",
        ])
    }

    @Test func withoutAFontSetANameIsAFamily() throws {
        let scene = try #require(loadScene(Self.scene))
        let labels = scene.canvas.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.font.family) == ["Lato-BoldItalic", "Futura-Medium"])
        #expect(scene.warnings.isEmpty)
    }
}
