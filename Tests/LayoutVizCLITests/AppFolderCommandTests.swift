import Foundation
import LayoutVizCLI
import Testing

/// An app's folder given to `check`, `frames` and `test`: its Swift files are one module (Pods/ and tests left out),
/// its screens found by rule, each drawn with its own coverage.
@Suite struct AppFolderCommandTests {
    static let app = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples/App").path
    let scratch = ScratchDirectory()

    @Test func checkListsEveryScreenWithItsCoverage() {
        let run = CapturedRun(["check", Self.app, "--device", "iphone-15"])
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(Self.app): 7 Swift files, 7 screens found")
        #expect(lines.contains { $0.hasPrefix("  preview ProfileHeaderView.Header (") && $0.contains("): drawn, coverage 100.0% (8 of 8), ") })
        #expect(lines.contains { $0.hasPrefix("  controller BaseViewController (") && $0.hasSuffix("skipped: a base class of other app classes, never made itself") })
        #expect(lines.contains { $0.hasPrefix("  controller SettingsViewController (") && $0.contains("drawn, coverage 100.0% (7 of 7)") })
        #expect(lines.contains { $0.hasPrefix("  view BadgeView (") && $0.hasSuffix("skipped: the app's code never makes one") })
        #expect(lines.contains { $0.hasPrefix("  cell SettingCell (") && $0.contains("drawn, coverage 100.0% (6 of 6)") })
        #expect(lines.last?.hasPrefix("screens drawn: 5 of 5 (100.0%); at >= 90% coverage: 5 of 5 (100.0%); median time per screen: ") == true)
    }

    @Test func framesDrawsTheScreenRootNamesElseTheFirstAndSaysSo() {
        let chosen = CapturedRun(["frames", Self.app, "--root", "ProfileViewController", "--device", "iphone-15"])
        #expect(chosen.status == 0)
        #expect(chosen.text.contains("    header  0 59 393 "))
        #expect(chosen.error.isEmpty)
        let first = CapturedRun(["frames", Self.app])
        #expect(first.status == 0)
        #expect(first.error.hasPrefix("note: \(Self.app) has 5 screens; drawing ProfileHeaderView.Header (--root NAME or "
                                          + "--preview NAME picks another; check \(Self.app) lists them)"))
    }

    @Test func testChecksEachScreenAgainstItsOwnReferences() throws {
        let fixtures = scratch.path("Fixtures")
        let recorded = CapturedRun(["test", Self.app, "--fixtures", fixtures, "--jobs", "2"])
        #expect(recorded.status == 1, "references were recorded")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["ProfileHeaderView.Header.png", "ProfileHeaderView.png", "ProfileViewController.png",
                          "SettingCell.png", "SettingsViewController.png"])
        let checked = CapturedRun(["test", Self.app, "--fixtures", fixtures, "--record", "never", "--jobs", "2"])
        #expect(checked.status == 0)
        #expect(checked.text.hasSuffix("5 scenes: 5 passed, 0 failed, 0 recorded\n"))
    }
}
