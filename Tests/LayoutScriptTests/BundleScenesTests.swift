@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `Bundle.main`, `Bundle.module` and `Bundle(for:)` are the one app bundle: stand-in identity and version, localized
/// strings that fall back to the value or key, no resources; images and colours named in a bundle come from the asset
/// catalog; `UIFont.fontNames(forFamilyName:)` and `familyNames` list the font set. Nibs stay unknown.
@Suite struct BundleScenesTests {
    @Test func theAppBundleAnswersAsAFreshXcodeProjectWould() throws {
        let source = """
            final class Token {}
            let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
            let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
            let identifier = Bundle.module.bundleIdentifier ?? "none"
            let greeting = Bundle(for: Token.self).localizedString(forKey: "greeting", value: "Hello", table: nil)
            let farewell = Bundle.main.localizedString(forKey: "bye", value: "", table: "Main")
            let missing = Bundle.main.path(forResource: "data", ofType: "json") == nil
                && Bundle.module.url(forResource: "data", withExtension: "json") == nil
            let label = UILabel()
            label.text = [version, build, identifier, greeting, farewell, String(missing)].joined(separator: " ")
            view.addSubview(label)
            let header = Bundle.main.loadNibNamed("Header", owner: nil, options: nil)?.first as? UIView
            """
        let (scene, _) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:12:26: warning: unknown symbol 'Bundle.loadNibNamed': not declared in the scene's files and not UIKit API that layoutviz models; what uses it is skipped",
        ])
        let label = try #require(labels(in: scene.canvas).first)
        #expect(label.text == "1.0 1 com.example.app Hello bye true")
    }

    @Test func assetsNamedInABundleComeFromTheCatalogAndFontsFromTheFontSet() throws {
        let source = """
            let icon = UIImageView(image: UIImage(named: "logo", in: Bundle.module, compatibleWith: nil))
            icon.backgroundColor = UIColor(named: "brand", in: .main, compatibleWith: nil)
            view.addSubview(icon)
            let label = UILabel()
            label.text = "\\(UIFont.fontNames(forFamilyName: "Lato")) \\(UIFont.familyNames.count)"
            view.addSubview(label)
            """
        let fonts = FontNameTable(faces: [
            .init(family: "Lato", postScriptName: "Lato-Regular", fullNames: [], weight: .regular, isItalic: false),
            .init(family: "Lato", postScriptName: "Lato-Bold", fullNames: [], weight: .bold, isItalic: false),
            .init(family: "Inter", postScriptName: "Inter-Regular", fullNames: [], weight: .regular, isItalic: false),
        ])
        let scene = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize,
                                         options: LoadOptions(fontNames: fonts))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:1:31: warning: image 'logo' not found: no asset catalog was given (pass one with --assets DIR, or put Assets.xcassets beside the scene); drawn as a placeholder",
            "scene.swiftlay:2:24: warning: colour 'brand' not found: no asset catalog was given (pass one with --assets DIR, or put Assets.xcassets beside the scene); drawn in magenta",
        ])
        let label = try #require(labels(in: scene.canvas).first)
        #expect(label.text == "[\"Lato-Regular\", \"Lato-Bold\"] 2")
    }
}
