import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `UIColor(named:)` through `--assets`: a colour set's Any and Dark values in the rendered picture, and a malformed
/// colour set is bad input naming the file and the key.
@Suite struct AssetColorCommandTests {
    let scratch = ScratchDirectory()
    static let scene = Scenes.box.replacingOccurrences(of: "box.backgroundColor = .systemBlue",
                                                       with: "box.backgroundColor = UIColor(named: \"Brand\")")

    private func catalog(_ json: String) throws -> String {
        let set = scratch.url.appendingPathComponent("Brand.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return scratch.path("Brand.xcassets")
    }

    @Test func renderPaintsTheColourSetPerAppearance() throws {
        let assets = try catalog("""
            { "colors" : [
              { "idiom" : "universal", "color" : { "color-space" : "srgb",
                "components" : { "red" : "0x5E", "green" : "0x5C", "blue" : "0xE6", "alpha" : "1.000" } } },
              { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
                "color" : { "color-space" : "srgb",
                "components" : { "red" : "255", "green" : "214", "blue" : "10", "alpha" : "1.000" } } } ] }
            """)
        let scene = scratch.file("box.swiftlay", Self.scene)
        for (appearance, expected) in [("light", RGBAPixel(red: 0x5E, green: 0x5C, blue: 0xE6, alpha: 255)),
                                       ("dark", RGBAPixel(red: 255, green: 214, blue: 10, alpha: 255))] {
            let output = scratch.path("\(appearance).png")
            let run = CapturedRun(["render", scene, "-o", output, "--guides", "none", "--assets", assets,
                                   "--appearance", appearance])
            #expect(run.status == 0, "\(run.error)")
            let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
            #expect(image.pixel(x: 16 + 40, y: 16 + 40) == expected, "\(appearance)")
        }
    }

    @Test func aMissingColourIsAPositionedWarningAndMagenta() throws {
        let scene = scratch.file("box.swiftlay", Self.scene)
        let run = CapturedRun(["check", scene])
        #expect(run.text.contains("\(scene):3:23: warning: colour 'Brand' not found: no asset catalog was given"),
                "\(run.text)")
        let output = scratch.path("missing.png")
        #expect(CapturedRun(["render", scene, "-o", output, "--guides", "none"]).status == 0)
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(image.pixel(x: 16 + 40, y: 16 + 40) == RGBAPixel(red: 255, green: 0, blue: 255, alpha: 255))
    }

    @Test func aMalformedColourSetIsBadInputNamingTheKey() throws {
        let assets = try catalog(#"{ "colors" : [ { "idiom" : "universal", "color" : { "components" : { "red" : "1.0" } } } ] }"#)
        let run = CapturedRun(["frames", scratch.file("box.swiftlay", Self.scene), "--assets", assets])
        #expect(run.status == 2)
        #expect(run.error.contains("error: cannot read the assets: \(assets)/Brand.colorset/Contents.json: "
                                       + "'colors[0].color.components.green' is missing"), "\(run.error)")
    }
}
