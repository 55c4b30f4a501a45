import Foundation
import LayoutVizCLI
import Testing

/// `--work-budget`: one budget for loading, layout, text, painting and encoding; a scene that runs out stops with a
/// positioned message and exit 2 and writes nothing, and in `layoutviz test` it fails alone. Every scene the fuzzers
/// found (Tests/LayoutVizCLITests/FuzzRegressions) renders or stops with a limit, and never leaves a picture when it
/// stops.
@Suite struct WorkBudgetCommandTests {
    let scratch = ScratchDirectory()
    private let segments = """
        let control = UISegmentedControl(items: (0..<200).map { "Segment \\($0)" })
        view.addSubview(control)
        control.snp.makeConstraints { make in make.center.equalToSuperview() }
        """

    static var regressions: [String] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzRegressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swiftlay") || $0.hasSuffix(".m") }.sorted()
            .map { folder.appendingPathComponent($0).path }
    }

    @Test func aSceneThatRunsOutStopsWithItsStageAndPositionAndWritesNothing() {
        let file = scratch.file("segments.swiftlay", segments)
        let output = scratch.path("segments.png")
        let run = CapturedRun(["render", file, "-o", output, "--work-budget", "20000"])
        #expect(run.status == 2)
        #expect(run.error == "\(file):3:67: error: the scene's work budget of 20,000 steps ran out during text layout, "
                    + "at UISegmentedControl:control (raise it with --work-budget)\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        let raised = CapturedRun(["render", file, "-o", output, "--work-budget", "2000000"])
        #expect(raised.status == 0, "\(raised.error)")
        #expect(FileManager.default.fileExists(atPath: output))
    }

    @Test func aBudgetMustBePositive() {
        let run = CapturedRun(["render", scratch.file("s.swiftlay", segments), "-o", scratch.path("s.png"),
                               "--work-budget", "0"])
        #expect(run.status == 2)
        #expect(run.error.contains("--work-budget must be at least 1"))
    }

    @Test func inATestRunAnExhaustedSceneFailsAlone() throws {
        let folder = scratch.path("scenes"), fixtures = scratch.path("fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try segments.write(toFile: folder + "/heavy.swiftlay", atomically: true, encoding: .utf8)
        try Scenes.box.write(toFile: folder + "/box.swiftlay", atomically: true, encoding: .utf8)
        _ = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "all"])
        let heavy = Scenes.box + "\nlet control = UISegmentedControl(items: (0..<2_000).map { \"S\\($0)\" })\n"
            + "canvas.addSubview(control)\n"
        try heavy.write(toFile: folder + "/heavy.swiftlay", atomically: true, encoding: .utf8)
        let run = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--work-budget", "300000"])
        #expect(run.status == 1)
        #expect(run.text.contains("heavy: error\n"))
        #expect(run.text.contains("error: the scene's work budget of 300,000 steps ran out during text layout"))
        #expect(run.text.hasSuffix("2 scenes: 1 passed, 1 failed, 0 recorded\n"))
    }

    @Test func onASheetAnExhaustedPanelFailsAloneAndTheOthersAreDrawn() throws {
        let file = scratch.file("previews.swift", """
            #Preview("Light") {
                let label = UILabel()
                label.text = "Hello"
                return label
            }
            #Preview("Heavy") {
                UISegmentedControl(items: (0..<2_000).map { "S\\($0)" })
            }
            """)
        let output = scratch.path("sheet.svg")
        let run = CapturedRun(["render", file, "--preview", "all", "-o", output, "--work-budget", "300000"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error in the preview 'Heavy':\n"))
        #expect(run.error.contains("error: the scene's work budget of 300,000 steps ran out during text layout, at "
                                   + "UISegmentedControl"))
        let svg = try String(contentsOfFile: output, encoding: .utf8)
        #expect(svg.contains(">Hello<"))
        #expect(svg.contains("id=\"panel-2-work-budget-exhausted\""))
    }

    @Test(arguments: regressions)
    func everyFuzzFindingRendersOrStopsWithALimit(path: String) {
        let output = scratch.path(URL(fileURLWithPath: path).lastPathComponent + ".png")
        let run = CapturedRun(["render", path, "-o", output])
        #expect(run.status == 0 || run.status == 2, "\(run.error)")
        if run.status == 2 {
            #expect(run.error.contains("error: "), "\(run.error)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
    }
}
