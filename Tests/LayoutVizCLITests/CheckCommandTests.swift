import Foundation
import LayoutVizCLI
import Testing

/// `layoutviz check`: diagnostics and the exit status with and without `--strict`.
@Suite struct CheckCommandTests {
    let scratch = ScratchDirectory()

    @Test func cleanSceneReportsNothing() {
        let run = CapturedRun(["check", scratch.file("box.swiftlay", Scenes.box), "--strict"])
        #expect(run.status == 0)
        #expect(run.text == "no problems found\n")
    }

    @Test func conflictAndAmbiguityArePrintedAndStrictFails() {
        let path = scratch.file("broken.swiftlay", Scenes.broken)
        let lenient = CapturedRun(["check", path])
        #expect(lenient.status == 0)
        #expect(lenient.text.contains("\(path):8:23: error: Unable to simultaneously satisfy constraints."))
        #expect(lenient.text.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint@broken.swiftlay#8 UIView:box.width == 150.0>"))
        #expect(lenient.text.contains("warning: Ambiguous layout: UIView:loose x is not determined by its constraints"))
        #expect(lenient.text.hasSuffix("1 error, 1 warning, 0 notes\n"))
        let strict = CapturedRun(["check", path, "--strict"])
        #expect(strict.status == 1)
        #expect(strict.error == "check failed: 1 error, 1 warning, 0 notes\n")
    }

    @Test func syntaxErrorIsBadInputInCompilerStyle() {
        let path = scratch.file("syntax.swiftlay", Scenes.syntaxError)
        let run = CapturedRun(["check", path])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("\(path):3:23: error: expected ')' to end function call"))
        #expect(run.error.contains("error: "))
        #expect(run.text.isEmpty)
    }

    @Test func missingFileIsBadInput() {
        let run = CapturedRun(["check", scratch.path("nowhere.swiftlay")])
        #expect(run.status == 2)
        #expect(run.error.contains("nowhere.swiftlay"))
    }
}
