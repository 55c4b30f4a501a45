import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `UIImage(named:)` against the scene's catalog (a placeholder and a warning at the call otherwise), symbols,
/// `UIImageView` under both spellings, content modes, tint colours and rendering modes.
@Suite struct ImageBindingsTests {
    /// A catalog holding `artwork`: 96 × 48 pixels at 3x.
    static func catalog() throws -> AssetCatalog {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 96, 0, 0, 0, 48, 8, 6, 0, 0, 0]
        let bitmap = try ImageBitmap(data: Data(bytes), scale: 3, path: "artwork@3x.png")
        return AssetCatalog(imageSets: ["artwork": ImageSet(name: "artwork", bitmaps: [bitmap], unreadableFiles: [],
                                                            renderingMode: .automatic)])
    }

    static let scene = """
        let art = UIImageView(image: UIImage(named: "artwork"))
        art.contentMode = .scaleAspectFill
        art.tintColor = .systemPink
        view.addSubview(art)
        let glyph = ImageView()
        glyph.image = UIImage(systemName: "play.fill", withConfiguration: UIImage.SymbolConfiguration(pointSize: 34))?
            .withRenderingMode(.alwaysTemplate)
        glyph.contentMode = UIView.ContentMode.center
        view.addSubview(glyph)
        let cover = UIImageView(image: UIImage(named: "cover")!)
        view.addSubview(cover)
        art.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        glyph.snp.makeConstraints { make in make.top.equalTo(art.snp.bottom); make.left.equalToSuperview() }
        cover.snp.makeConstraints { make in make.edges.equalToSuperview() }
        """

    @Test func imagesResolveFromTheCatalogAndSizeTheirViews() throws {
        let scene = try SceneScript.load(source: Self.scene, fileName: "player.swiftlay", defaultSize: testSize,
                                         assets: Self.catalog())
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("art", in: result), 0, 0, 32, 16)
        expectFrame(frame("glyph", in: result), 0, 16, 40, 40)
        let views = scene.canvas.subviews.compactMap { $0 as? ImageView }
        #expect(views.map(\.contentMode) == [.scaleAspectFill, .center, .scaleToFill])
        #expect(views[0].tintColor == .systemPink)
        #expect(views[0].image?.scale == 3)
        #expect(views[1].image?.renderingMode == .alwaysTemplate)
        #expect(views[1].image?.content == .systemSymbol("play.fill"))
        #expect(views[2].image?.content == .missing("cover"))
        #expect(scene.warnings.map(\.headline) == [
            "player.swiftlay:10:32: warning: image 'cover' not found in the asset catalog; drawn as a placeholder",
        ])
    }

    @Test func withoutACatalogEveryNamedImageWarnsSayingSo() throws {
        let scene = try SceneScript.load(source: Self.scene, fileName: "player.swiftlay", defaultSize: testSize,
                                         assets: nil)
        #expect(scene.warnings.map(\.message) == [
            "image 'artwork' not found: no asset catalog was given (pass one with --assets DIR, or put Assets.xcassets "
                + "beside the scene); drawn as a placeholder",
            "image 'cover' not found: no asset catalog was given (pass one with --assets DIR, or put Assets.xcassets "
                + "beside the scene); drawn as a placeholder",
        ])
        #expect(scene.warnings.map(\.line) == [1, 10])
    }

    @Test func imagesTheAppHasButTheSceneCannotLoadStandInAtFortyFourPoints() throws {
        let source = """
            let logo = UIImageView(image: UIImage(named: "logo"))
            let avatar = UIImageView()
            avatar.image = user.photo
            for item in [logo, avatar] { view.addSubview(item) }
            logo.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
            avatar.snp.makeConstraints { make in make.top.equalTo(logo.snp.bottom); make.leading.equalToSuperview() }
            """
        let scene = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize, assets: nil)
        let result = scene.canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(frame("logo", in: result), 0, 0, 44, 44)
        expectFrame(frame("avatar", in: result), 0, 44, 44, 44)
        let avatar = try #require(result.views.first { $0.name == "avatar" }?.view as? ImageView)
        #expect(avatar.image?.content == .missing("‹user.photo›"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func everyContentModeAndRenderingModeIsNamed() {
        guard let scene = loadScene("""
            let modes: [UIView.ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center, .top,
                                               .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight]
            for mode in modes { let v = UIImageView(); v.contentMode = mode; view.addSubview(v) }
            let rendering: [UIImage.RenderingMode] = [.automatic, .alwaysOriginal, .alwaysTemplate]
            view.tag = rendering.count
            """) else { return }
        #expect(scene.canvas.subviews.map(\.contentMode) == ContentMode.allCases)
        #expect(scene.canvas.tag == 3)
    }
}
