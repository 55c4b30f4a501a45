import Foundation
import LayoutVizCLI
import Testing

/// `--state`, `--no-states` and the states `check` and `frames --format json` count.
@Suite struct StatesCommandTests {
    let scratch = ScratchDirectory()

    /// A screen whose tap handler slides the content aside.
    private let menu = """
        final class MenuViewController: UIViewController {
            private let content = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(content)
                content.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
            }

            @objc private func toggle() {
                content.snp.remakeConstraints { make in
                    make.top.bottom.width.equalToSuperview()
                    make.leading.equalToSuperview().offset(240)
                }
            }
        }
        """

    @Test func checkListsTheStatesAndCountsWhatTheyLayOut() {
        let path = scratch.file("menu.swift", menu)
        let run = CapturedRun(["check", path, "--min-coverage", "100"])
        #expect(run.status == 0)
        #expect(run.text == """
            states: MenuViewController.toggle() (--state NAME draws the screen in one)
            constraint statements: 3 of 3 laid out (100.0%), 2 only in states
              \(path):14:13: laid out in the state 'MenuViewController.toggle()'
              \(path):15:13: laid out in the state 'MenuViewController.toggle()'
            no problems found

            """)
    }

    @Test func noStatesCountsOnlyTheLoadedScreen() {
        let path = scratch.file("menu.swift", menu)
        let run = CapturedRun(["check", path, "--no-states", "--min-coverage", "50"])
        #expect(run.status == 1)
        #expect(run.text.contains("""
            constraint statements: 1 of 3 laid out (33.3%)
              \(path):14:13: not laid out: not run: 'MenuViewController.toggle()' never ran
            """))
        #expect(run.error.contains("check failed: 33.3% of the constraint statements were laid out, below "
                                       + "--min-coverage 50.0%"))
    }

    @Test func framesInAStateAreTheScreenAfterItsMethodRan() throws {
        let path = scratch.file("menu.swift", menu)
        let loaded = CapturedRun(["frames", path, "--size", "375x667"])
        #expect(loaded.text.contains("    content  0 0 375 667\n"))
        let toggled = CapturedRun(["frames", path, "--size", "375x667", "--state", "toggle"])
        #expect(toggled.status == 0)
        #expect(toggled.text.contains("    content  240 0 375 667\n"))
    }

    @Test func framesJSONListsTheStatementsLaidOutInStates() throws {
        let path = scratch.file("menu.swift", menu)
        let run = CapturedRun(["frames", path, "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: run.output) as? [String: Any])
        let coverage = try #require(json["coverage"] as? [String: Any])
        #expect(coverage["laidOut"] as? Double == 3)
        #expect(coverage["percent"] as? Double == 100)
        let inStates = try #require(coverage["inStates"] as? [[String: Any]])
        #expect(inStates.map { $0["line"] as? Double } == [14, 15])
        #expect(inStates.map { $0["state"] as? String } == ["MenuViewController.toggle()", "MenuViewController.toggle()"])
        #expect((coverage["missed"] as? [Any])?.isEmpty == true)
    }

    @Test func aStateNameThatIsNoStateExitsWithStatus2() {
        let run = CapturedRun(["render", scratch.file("menu.swift", menu), "--state", "togle", "-o",
                               scratch.path("menu.png")])
        #expect(run.status == 2)
        #expect(run.error.contains("error: no state of the drawn screen is named 'togle' (its states are "
                                       + "MenuViewController.toggle()); did you mean 'toggle'?"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("menu.png")))
    }
}
