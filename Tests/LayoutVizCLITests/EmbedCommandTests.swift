import Foundation
import LayoutVizCLI
import Testing

/// `--embed navigation|tab`: a controller file shown in a container, its navigation item in the bar.
@Suite struct EmbedCommandTests {
    let scratch = ScratchDirectory()

    private let settings = """
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Settings"
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            }
        }
        """

    @Test func aControllerInANavigationControllerShowsItsItemsInTheBar() {
        let path = scratch.file("settings.swift", settings)
        let run = CapturedRun(["frames", path, "--embed", "navigation", "--device", "iphone-15"])
        #expect(run.status == 0)
        #expect(run.text.contains("    view.navigationBar  0 59 393 44\n"))
        #expect(run.text.contains("      view.navigationBar.rightBarButtonItem0  "))
        let alone = CapturedRun(["frames", path, "--device", "iphone-15"])
        #expect(!alone.text.contains("navigationBar"))
    }

    @Test func anUnknownContainerIsAUsageError() {
        let run = CapturedRun(["frames", scratch.file("settings.swift", settings), "--embed", "split"])
        #expect(run.status == 2)
        #expect(run.error.contains("The value 'split' is invalid for '--embed <navigation|tab>'"))
    }
}
