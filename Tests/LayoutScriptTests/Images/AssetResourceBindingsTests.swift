import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `UIColor(resource:)` and `UIImage(resource:)` with Xcode's generated asset symbols, resolved against the scene's
/// catalog: lower camel case, a trailing "Color"/"Image" dropped, an image in a folder named by its last part.
@Suite struct AssetResourceBindingsTests {
    static let card = Color(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
    static let brand = Color(hex: 0x3366FF)

    @Test func symbolsFollowXcodesNaming() {
        #expect(AssetCatalog.symbolName(forAsset: "Gray 8", droppingSuffix: "Color") == "gray8")
        #expect(AssetCatalog.symbolName(forAsset: "dark-gray_0", droppingSuffix: "Color") == "darkGray0")
        #expect(AssetCatalog.symbolName(forAsset: "BrandColor", droppingSuffix: "Color") == "brand")
        #expect(AssetCatalog.symbolName(forAsset: "Color", droppingSuffix: "Color") == "color")
        #expect(AssetCatalog.symbolName(forAsset: "hero image", droppingSuffix: "Image") == "hero")
    }

    @Test func coloursResolveThroughTheCatalog() throws {
        let scene = try SceneScript.load(source: """
            view.backgroundColor = UIColor(resource: .darkgray1)
            let badge = UIView()
            badge.backgroundColor = UIColor(resource: ColorResource.brand)
            view.addSubview(badge)
            let missing = UIView()
            missing.backgroundColor = UIColor(resource: .gray8)
            view.addSubview(missing)
            """, fileName: "tips.swiftlay", defaultSize: testSize,
            assets: AssetCatalog(imageSets: [:], colors: ["Darkgray1": Self.card, "BrandColor": Self.brand]))
        #expect(scene.canvas.backgroundColor == Self.card)
        #expect(scene.canvas.subviews.map(\.backgroundColor) == [Self.brand, .missingAsset])
        #expect(scene.warnings.map(\.headline) == [
            "tips.swiftlay:6:27: warning: colour 'gray8' not found in the asset catalog; drawn in magenta",
        ])
    }

    @Test func imagesResolveThroughTheCatalog() throws {
        let scene = try SceneScript.load(source: """
            let icon = UIImageView(image: UIImage(resource: .play))
            view.addSubview(icon)
            """, fileName: "player.swiftlay", defaultSize: testSize, assets: nil)
        #expect(scene.warnings.map(\.message) == [
            "image 'play' not found: no asset catalog was given (pass one with --assets DIR, or put Assets.xcassets "
                + "beside the scene); drawn as a placeholder",
        ])
        let catalog = AssetCatalog(imageSets: ["Icons/play": ImageSet(name: "Icons/play", bitmaps: [], unreadableFiles: [],
                                                                         renderingMode: .automatic)])
        #expect(catalog.imageName(forSymbol: "play") == "Icons/play")
    }
}
