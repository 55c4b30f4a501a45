import Foundation
import LayoutVizCLI
import Testing

/// `layoutviz test`: record modes, regressions, shards and reports.
@Suite struct TestCommandTests {
    let scratch = ScratchDirectory()

    private func scenes() -> String {
        let folder = scratch.path("scenes")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder + "/box.swiftlay", contents: Data(Scenes.box.utf8))
        let other = Scenes.box.replacingOccurrences(of: "width: 120", with: "width: 80")
        FileManager.default.createFile(atPath: folder + "/narrow.swiftlay", contents: Data(other.utf8))
        return folder
    }

    @Test func recordingThenComparingPasses() throws {
        let folder = scenes(), fixtures = scratch.path("fixtures")
        let first = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "missing", "--jobs", "2"])
        #expect(first.status == 1)
        #expect(first.text.hasSuffix("2 scenes: 0 passed, 0 failed, 2 recorded\n"))
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted()
        #expect(files == ["box.frames", "box.frames.layoutviz.json", "box.png", "box.png.layoutviz.json",
                          "narrow.frames", "narrow.frames.layoutviz.json", "narrow.png", "narrow.png.layoutviz.json"])
        let second = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never"])
        #expect(second.status == 0)
        #expect(second.text == "2 scenes: 2 passed, 0 failed, 0 recorded\n")
    }

    @Test func aMovedViewIsALayoutRegression() throws {
        let folder = scenes(), fixtures = scratch.path("fixtures")
        _ = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "all"])
        let moved = Scenes.box.replacingOccurrences(of: "offset(10)", with: "offset(14)")
        try moved.write(toFile: folder + "/box.swiftlay", atomically: true, encoding: .utf8)
        let report = scratch.path("report.md")
        let run = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--report", report])
        #expect(run.status == 1)
        #expect(run.text.contains("box: failed\nframes snapshot does not match reference \(fixtures)/box.frames\nlayout changed: box: x +4, y +4\n"))
        #expect(run.text.hasSuffix("2 scenes: 1 passed, 1 failed, 0 recorded\n"))
        let markdown = try String(contentsOfFile: report, encoding: .utf8)
        #expect(markdown.hasPrefix("## layoutviz test: 2 scenes: 1 passed, 1 failed, 0 recorded\n"))
        #expect(markdown.contains("| box | ❌ failed | layout changed: box: x +4, y +4 |"))
        #expect(markdown.contains("| narrow | ✅ passed | passed | passed |"))
    }

    @Test func htmlReportEmbedsImagesAndOutlinesMovedViews() throws {
        let folder = scenes(), fixtures = scratch.path("fixtures")
        _ = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "all"])
        let moved = Scenes.box.replacingOccurrences(of: "offset(10)", with: "offset(14)")
        try moved.write(toFile: folder + "/box.swiftlay", atomically: true, encoding: .utf8)
        let report = scratch.path("report.html")
        _ = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--report", report])
        let html = try String(contentsOfFile: report, encoding: .utf8)
        #expect(html.contains("<h2>box: failed</h2>"))
        #expect(html.contains("data:image/png;base64,"))
        #expect(html.contains("<div class=\"moved\" style=\"left:30.0px;top:30.0px;width:120.0px;height:60.0px\" title=\"box\">"))
    }

    @Test func shardsSplitTheSortedList() {
        let folder = scenes(), fixtures = scratch.path("fixtures")
        let first = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "all", "--shard", "1/2"])
        #expect(first.text.contains("box: recorded"))
        #expect(!first.text.contains("narrow"))
        let second = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "all", "--shard", "2/2"])
        #expect(second.text.contains("narrow: recorded"))
        #expect(!second.text.contains("box:"))
    }

    @Test func missingReferenceInNeverModeFails() {
        let run = CapturedRun(["test", scenes(), "--fixtures", scratch.path("empty"), "--record", "never"])
        #expect(run.status == 1)
        #expect(run.text.contains("No snapshot reference at \(scratch.path("empty"))/box.frames; not recorded because the record mode is never"))
    }

    @Test func badOptionsAreUsageErrors() {
        #expect(CapturedRun(["test", scenes(), "--fixtures", "f", "--record", "sometimes"]).status == 2)
        #expect(CapturedRun(["test", scenes(), "--fixtures", "f", "--shard", "3/2"]).status == 2)
        #expect(CapturedRun(["test", scenes(), "--fixtures", "f", "--report", "out.txt"]).status == 2)
        #expect(CapturedRun(["test", scratch.path("nothing-here"), "--fixtures", "f"]).status == 2)
    }
}
