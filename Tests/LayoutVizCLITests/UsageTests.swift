@testable import LayoutVizCLI
import Testing

/// Help, usage errors and the exit-status table.
@Suite struct UsageTests {
    @Test(arguments: [["--help"], ["render", "--help"], ["frames", "--help"], ["check", "--help"]])
    func helpShowsExamplesAndExitStatus(arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.status == 0)
        #expect(run.text.contains("Examples:"))
        #expect(run.text.contains("2  bad input or usage"))
    }

    @Test func badSizeIsAUsageError() {
        let run = CapturedRun(["frames", "scene.swiftlay", "--size", "wide"])
        #expect(run.status == 2)
        #expect(run.error.contains("--size"))
    }

    @Test func unknownCommandIsAUsageError() {
        #expect(CapturedRun(["explode"]).status == 2)
    }

    @Test func completionScriptsAreGenerated() {
        let run = CapturedRun(["--generate-completion-script", "bash"])
        #expect(run.status == 0)
        #expect(run.text.contains("layoutviz"))
    }

    @Test func theCommandsThatLoadScenesHaveTheInterpreterPreparedMeanwhile() {
        #expect(LayoutVizMain.sceneCommandNames == ["render", "frames", "check", "test", "preview"])
    }
}
