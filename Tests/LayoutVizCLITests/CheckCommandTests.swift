import Foundation
import LayoutVizCLI
import Testing

/// `layoutviz check`: diagnostics and the exit status with and without `--strict`.
@Suite struct CheckCommandTests {
    let scratch = ScratchDirectory()

    @Test func coverageNamesWhyAStatementMadeNoConstraintAndMinCoverageFails() {
        let path = scratch.file("orphan.swiftlay", """
            let box = UIView()
            view.addSubview(box)
            let orphan = UIView()
            box.snp.makeConstraints { make in make.edges.equalToSuperview() }
            orphan.snp.makeConstraints { make in make.edges.equalToSuperview() }
            """)
        let run = CapturedRun(["check", path])
        #expect(run.status == 0)
        #expect(run.text.contains("""
            constraint statements: 1 of 2 laid out (50.0%)
              \(path):5:38: not laid out: ran, but made no constraint: Expected superview but found nil when attempting make constraint `equalToSuperview`.
            """))
        let strict = CapturedRun(["check", path, "--min-coverage", "80"])
        #expect(strict.status == 1)
        #expect(strict.error.contains("check failed: 50.0% of the constraint statements were laid out, below --min-coverage 80.0%"))
        #expect(CapturedRun(["check", path, "--min-coverage", "50"]).status == 0)
    }

    @Test func cleanSceneReportsNothing() {
        let run = CapturedRun(["check", scratch.file("box.swiftlay", Scenes.box), "--strict"])
        #expect(run.status == 0)
        #expect(run.text == "constraint statements: 2 of 2 laid out (100.0%)\nno problems found\n")
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

/// `layoutviz check` on a file that uses what it does not define: the skipped-code summary, `--strict`, `--root`.
@Suite struct CheckSkippedCodeTests {
    let scratch = ScratchDirectory()
    private let scene = """
        final class ProfileViewController: BaseViewController {
            let card = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(card)
                card.backgroundColor = Theme.card
                card.rx.tap.bind { _ in print("tap") }
                card.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(Metrics.inset)
                }
            }
        }
        final class AvatarView: UIView {}
        """

    @Test func summaryListsWhatWasSkippedAndStrictFailsOnIt() {
        let path = scratch.file("Profile.swift", scene)
        let lenient = CapturedRun(["check", path, "--root", "ProfileViewController"])
        #expect(lenient.status == 0)
        #expect(lenient.text.contains("\(path):1:36: warning: unknown symbol 'BaseViewController'"))
        #expect(lenient.text.contains("root candidates: ProfileViewController, AvatarView (ProfileViewController is "
                                          + "drawn; --root NAME draws another)\n"))
        #expect(lenient.text.contains("skipped: 3 unknown symbols (Theme, UIView.rx, Metrics), 1 closure not run, 1 substituted base class (BaseViewController as UIViewController)\n"))
        let strict = CapturedRun(["check", path, "--root", "ProfileViewController", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.error.hasPrefix("check failed: "))
    }

    @Test func rootNamingNoCandidateIsBadInput() {
        let run = CapturedRun(["check", scratch.file("Profile.swift", scene), "--root", "AvatarVeiw"])
        #expect(run.status == 2)
        #expect(run.error.contains("error: the root 'AvatarVeiw' is not a UIViewController or UIView subclass of the scene's files; did you mean 'AvatarView'?"))
    }
}
