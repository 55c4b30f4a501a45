import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `UIColor(named:)` against the scene's catalog: the colour set's light and dark values, else magenta and a warning
/// at the call.
@Suite struct NamedColorBindingsTests {
    static let scene = """
        view.backgroundColor = UIColor(named: "Card")!
        let badge = UIView()
        badge.backgroundColor = UIColor(named: "Brand") ?? .systemBlue
        view.addSubview(badge)
        """
    static let card = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))

    @Test func coloursComeFromTheCatalog() throws {
        let scene = try SceneScript.load(source: Self.scene, fileName: "card.swiftlay", defaultSize: testSize,
                                         assets: AssetCatalog(imageSets: [:], colors: ["Card": Self.card]))
        #expect(scene.canvas.backgroundColor == Self.card)
        #expect(scene.canvas.backgroundColor?.resolved(for: .dark).hexString == "#1C1C1E")
        #expect(scene.canvas.subviews.first?.backgroundColor == .missingAsset)
        #expect(scene.warnings.map(\.headline) == [
            "card.swiftlay:3:25: warning: colour 'Brand' not found in the asset catalog; drawn in magenta",
        ])
    }

    @Test func withoutACatalogTheWarningSaysSo() throws {
        let scene = try SceneScript.load(source: Self.scene, fileName: "card.swiftlay", defaultSize: testSize,
                                         assets: nil)
        #expect(scene.canvas.backgroundColor == .missingAsset)
        #expect(scene.warnings.map(\.message).first == "colour 'Card' not found: no asset catalog was given (pass one "
                    + "with --assets DIR, or put Assets.xcassets beside the scene); drawn in magenta")
        #expect(scene.warnings.map(\.line) == [1, 3])
    }
}
