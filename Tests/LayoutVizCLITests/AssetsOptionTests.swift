import Foundation
import LayoutVizCLI
import Testing

/// `--assets DIR` on frames, render, check and test; the `Assets.xcassets`-beside-the-scene convention; an unreadable
/// catalog is bad input (exit 2) naming the file.
@Suite struct AssetsOptionTests {
    let scratch = ScratchDirectory()
    static let scene = """
        let art = UIImageView(image: UIImage(named: "art"))
        view.addSubview(art)
        art.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        """

    /// An image set `art` of 60 × 30 pixels at 2x inside `folder`.
    private func catalog(_ folder: String, contents: String? = nil) throws -> String {
        let set = scratch.url.appendingPathComponent("\(folder)/art.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0, 60, 0, 0, 0, 30, 8, 6, 0, 0, 0]
        try Data(png).write(to: set.appendingPathComponent("art@2x.png"))
        let json = contents ?? #"{ "images" : [ { "filename" : "art@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#
        try Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return scratch.path(folder)
    }

    @Test func framesReadsTheGivenCatalog() throws {
        let assets = try catalog("Elsewhere.xcassets")
        let run = CapturedRun(["frames", scratch.file("player.swiftlay", Self.scene), "--size", "200x100",
                               "--assets", assets])
        #expect(run.status == 0)
        #expect(run.text == "canvas 200x100\nview  0 0 200 100\n  art  0 0 30 15\n")
        #expect(run.error.isEmpty)
    }

    @Test func assetsBesideTheSceneAreFoundWithoutTheOption() throws {
        _ = try catalog("Assets.xcassets")
        let run = CapturedRun(["frames", scratch.file("player.swiftlay", Self.scene), "--size", "200x100"])
        #expect(run.text.contains("  art  0 0 30 15\n"))
    }

    @Test func withoutAssetsTheImageIsAPlaceholderAndTheWarningNamesIt() {
        let path = scratch.file("player.swiftlay", Self.scene)
        let run = CapturedRun(["check", path, "--size", "200x100"])
        #expect(run.text.contains("\(path):1:30: warning: image 'art' not found: no asset catalog was given"))
    }

    @Test func aBadContentsFileIsBadInputNamingIt() throws {
        let assets = try catalog("Broken.xcassets", contents: "{ oops")
        for command in ["frames", "render", "check"] {
            var arguments = [command, scratch.file("player.swiftlay", Self.scene), "--assets", assets]
            if command == "render" { arguments += ["-o", scratch.path("out.png")] }
            let run = CapturedRun(arguments)
            #expect(run.status == 2)
            #expect(run.error.contains("error: cannot read the assets: \(assets)/art.imageset/Contents.json: "
                                           + "not valid JSON"))
        }
    }

    @Test func renderDrawsTheImage() throws {
        let assets = try catalog("Elsewhere.xcassets")
        let output = scratch.path("out.svg")
        let run = CapturedRun(["render", scratch.file("player.swiftlay", Self.scene), "--assets", assets,
                               "-o", output])
        #expect(run.status == 0)
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains("class=\"view image-view\""))
        #expect(svg.contains("href=\"data:image/png;base64,"))
    }
}
