import Foundation
import LayoutRender
import LayoutVizCLI
import Testing

/// `layoutviz diff`: PNGs by pixels, frames snapshots and scene files by meaning.
@Suite struct DiffCommandTests {
    let scratch = ScratchDirectory()

    private func png(_ name: String, width: Int = 4, height: Int = 4, change: ((inout [UInt8]) -> Void)? = nil) throws
        -> String {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        change?(&pixels)
        let path = scratch.path(name)
        try PNGImage(width: width, height: height, rgba: pixels).encoded().write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func identicalImagesAreTheSame() throws {
        let run = CapturedRun(["diff", try png("a.png"), try png("b.png")])
        #expect(run.status == 0)
        #expect(run.text == "0 of 16 pixels differ (0.000%); 0 anti-aliased pixels excused\n")
    }

    @Test func oneChangedPixelIsADifferenceWithADiffImage() throws {
        let changed = try png("b.png") { $0[0] = 0; $0[1] = 0 }
        let diffPath = scratch.path("diff.png")
        let run = CapturedRun(["diff", try png("a.png"), changed, "-o", diffPath])
        #expect(run.status == 1)
        #expect(run.text == "1 of 16 pixels differ (6.250%); 0 anti-aliased pixels excused\ndifferences within 0,0 1x1\n")
        let composite = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: diffPath)))
        #expect(composite.width == 4 * 3 + 2 * 10)
        #expect(composite.pixel(x: 14, y: 0) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    @Test func allowedDifferingPixelsPass() throws {
        let changed = try png("b.png") { $0[0] = 0; $0[1] = 0 }
        #expect(CapturedRun(["diff", try png("a.png"), changed, "--max-diff-pixels", "1"]).status == 0)
    }

    @Test func differentSizesAreReportedAndCompared() throws {
        let run = CapturedRun(["diff", try png("a.png"), try png("b.png", width: 5)])
        #expect(run.status == 1)
        #expect(run.text.hasPrefix("sizes differ: reference 4x4, actual 5x4\n4 of 20 pixels differ"))
    }

    @Test func scenesAreComparedByMeaning() {
        let moved = Scenes.box.replacingOccurrences(of: "offset(10)", with: "offset(14)")
        let run = CapturedRun(["diff", scratch.file("a.swiftlay", Scenes.box), scratch.file("b.swiftlay", moved)])
        #expect(run.status == 1)
        #expect(run.text == "box: x +4, y +4\n")
        let same = CapturedRun(["diff", scratch.file("c.swiftlay", Scenes.box), scratch.file("d.swiftlay", Scenes.box)])
        #expect(same.status == 0)
        #expect(same.text == "layouts are the same\n")
    }

    @Test func pngAgainstALayoutIsBadInput() throws {
        let run = CapturedRun(["diff", try png("a.png"), scratch.file("a.swiftlay", Scenes.box)])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot compare a PNG with a layout"))
    }

    @Test func brokenFramesSnapshotIsBadInput() {
        let run = CapturedRun(["diff", scratch.file("a.frames", "nonsense\n"), scratch.file("b.frames", "nonsense\n")])
        #expect(run.status == 2)
        #expect(run.error.contains("not a frames snapshot"))
    }
}
