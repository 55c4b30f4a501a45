import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `--appearance light|dark` on render and test: system colours resolve for it, the guides' theme follows
/// unless `--theme` says otherwise, and `test` keeps one reference per appearance.
@Suite struct AppearanceCommandTests {
    let scratch = ScratchDirectory()
    static let scene = Scenes.box.replacingOccurrences(of: "let box = UIView()",
                                                       with: "canvas.backgroundColor = .systemBackground\nlet box = UIView()")

    private func pixels(_ arguments: [String]) throws -> (box: RGBAPixel, canvas: RGBAPixel, padding: RGBAPixel) {
        let output = scratch.path("out-\(UUID().uuidString).png")
        let run = CapturedRun(["render", scratch.file("box.swiftlay", Self.scene), "-o", output, "--guides", "none"]
                              + arguments)
        #expect(run.status == 0, "\(run.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        return (image.pixel(x: 16 + 12, y: 16 + 12), image.pixel(x: 16 + 180, y: 16 + 90), image.pixel(x: 2, y: 2))
    }

    @Test func renderResolvesSystemColoursForTheAppearance() throws {
        let light = try pixels([])
        #expect(light.box == RGBAPixel(red: 0, green: 122, blue: 255, alpha: 255))
        #expect(light.canvas == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
        let dark = try pixels(["--appearance", "dark"])
        #expect(dark.box == RGBAPixel(red: 10, green: 132, blue: 255, alpha: 255))
        #expect(dark.canvas == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255))
        #expect(dark.padding != light.padding, "the guides' theme follows the appearance")
        let darkOnLightTheme = try pixels(["--appearance", "dark", "--theme", "light"])
        #expect(darkOnLightTheme.padding == light.padding)
        #expect(darkOnLightTheme.canvas == dark.canvas)
    }

    @Test func anSVGWithoutAnAppearanceCarriesBoth() throws {
        let scene = scratch.file("box.swiftlay", Self.scene)
        #expect(CapturedRun(["render", scene, "-o", scratch.path("both.svg")]).status == 0)
        let both = try String(contentsOfFile: scratch.path("both.svg"), encoding: .utf8)
        let media = try #require(both.range(of: "@media (prefers-color-scheme: dark) {"))
        let rules = both[media.upperBound...]
        #expect(rules.contains("fill: #000000; fill-opacity: 1;"), "the canvas turns black")
        #expect(rules.contains("fill: #0A84FF; fill-opacity: 1;"), "systemBlue takes its dark value")
        #expect(both.contains("fill=\"#FFFFFF\""), "the light values stay the attributes")
        #expect(CapturedRun(["render", scene, "-o", scratch.path("light.svg"), "--appearance", "light"]).status == 0)
        let light = try String(contentsOfFile: scratch.path("light.svg"), encoding: .utf8)
        #expect(!light.contains("prefers-color-scheme"))
    }

    @Test func testKeepsOneReferencePerAppearance() throws {
        let folder = scratch.path("scenes"), fixtures = scratch.path("fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = scratch.file("scenes/box.swiftlay", Self.scene)
        let first = CapturedRun(["test", folder, "--fixtures", fixtures, "--appearance", "light", "--appearance", "dark"])
        #expect(first.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { !$0.hasSuffix(".json") }
        #expect(files.sorted() == ["box.dark.frames", "box.dark.png", "box.frames", "box.png"])
        let dark = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: fixtures + "/box.dark.png")))
        #expect(dark.pixel(x: 16 + 180, y: 16 + 90) == RGBAPixel(red: 0, green: 0, blue: 0, alpha: 255))
        let again = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--appearance", "dark"])
        #expect(again.status == 0, "\(again.text)")
        try FileManager.default.removeItem(atPath: fixtures + "/box.dark.png")
        try FileManager.default.copyItem(atPath: fixtures + "/box.png", toPath: fixtures + "/box.dark.png")
        let swapped = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--appearance", "dark"])
        #expect(swapped.status == 1)
    }
}
