import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `layoutviz render`: formats, scale, standard output, atomic writes and failures.
@Suite struct RenderCommandTests {
    let scratch = ScratchDirectory()

    @Test func pngAtScaleTwoHasTwiceTheSizePlusPadding() throws {
        let output = scratch.path("box.png")
        let run = CapturedRun(["render", scratch.file("box.swiftlay", Scenes.box), "-o", output, "--scale", "2"])
        #expect(run.status == 0)
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(image.width == (200 + 32) * 2)
        #expect(image.height == (100 + 32) * 2)
        let blue = image.pixel(x: (16 + 12) * 2, y: (16 + 12) * 2)
        #expect(blue == RGBAPixel(red: 0, green: 122, blue: 255, alpha: 255))
    }

    @Test func formatComesFromTheExtensionOrTheFlag() throws {
        let scene = scratch.file("box.swiftlay", Scenes.box)
        #expect(CapturedRun(["render", scene, "-o", scratch.path("box.svg")]).status == 0)
        let svg = try String(contentsOfFile: scratch.path("box.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
        #expect(CapturedRun(["render", scene, "-o", scratch.path("box.out"), "--format", "pdf"]).status == 0)
        let pdf = try Data(contentsOf: URL(fileURLWithPath: scratch.path("box.out")))
        #expect(pdf.starts(with: Data("%PDF-".utf8)))
    }

    @Test func dashWritesToStandardOutput() {
        let run = CapturedRun(["render", scratch.file("box.swiftlay", Scenes.box), "-o", "-", "--format", "svg"])
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("<svg"))
    }

    @Test func unknownExtensionWithoutFormatIsAUsageError() {
        let run = CapturedRun(["render", scratch.file("box.swiftlay", Scenes.box), "-o", scratch.path("box.gif")])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot tell the format of"))
    }

    @Test func scaleOutsideTheRangeIsAUsageError() {
        let run = CapturedRun(["render", scratch.file("box.swiftlay", Scenes.box), "-o", scratch.path("b.png"),
                               "--scale", "9"])
        #expect(run.status == 2)
        #expect(run.error.contains("--scale must be between 1 and 4"))
    }

    @Test func failedRenderLeavesAnExistingFileUntouched() throws {
        let output = scratch.file("keep.png", "previous contents")
        let run = CapturedRun(["render", scratch.file("bad.swiftlay", Scenes.syntaxError), "-o", output])
        #expect(run.status == 2)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "previous contents")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted()
            == ["bad.swiftlay", "keep.png"])
    }

    @Test func unwritableOutputIsAnIOFailure() {
        let run = CapturedRun(["render", scratch.file("box.swiftlay", Scenes.box), "-o",
                               scratch.path("missing/dir/box.png")])
        #expect(run.status == 3)
        #expect(run.error.hasPrefix("error: "))
    }

    @Test func oversizeCanvasIsBadInput() {
        let scene = "let canvas = Canvas(width: 20000, height: 20000)\n"
        let run = CapturedRun(["render", scratch.file("huge.swiftlay", scene), "-o", scratch.path("huge.png"),
                               "--scale", "2"])
        #expect(run.status == 2)
        #expect(!FileManager.default.fileExists(atPath: scratch.path("huge.png")))
    }
}
