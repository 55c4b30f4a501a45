import Foundation
import LayoutRender
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
        #expect(lines.first == "\(Self.app): 9 Swift files, 8 screens found")
        #expect(lines.contains { $0.hasPrefix("  preview ProfileHeaderView.Header (") && $0.contains("): drawn, coverage 100.0% (8 of 8), ") })
        #expect(lines.contains { $0.hasPrefix("  controller BaseViewController (") && $0.hasSuffix("skipped: a base class of other app classes, never made itself") })
        #expect(lines.contains { $0.hasPrefix("  controller SettingsViewController (") && $0.contains("drawn, coverage 100.0% (7 of 7)") })
        #expect(lines.contains { $0.hasPrefix("  view BadgeView (") && $0.hasSuffix("skipped: the app's code never makes one") })
        #expect(lines.contains { $0.hasPrefix("  cell SettingCell (") && $0.contains("drawn, coverage 100.0% (6 of 6)") })
        #expect(lines.contains { $0.hasPrefix("  controller NotificationsViewController (") && $0.contains("drawn, coverage no statements (0 of 0)") })
        #expect(lines.last?.hasPrefix("screens drawn: 6 of 6 (100.0%); at >= 90% coverage: 6 of 6 (100.0%); median time per screen: ") == true)
    }

    @Test func framesDrawsTheScreenRootNamesElseTheFirstAndSaysSo() {
        let chosen = CapturedRun(["frames", Self.app, "--root", "ProfileViewController", "--device", "iphone-15"])
        #expect(chosen.status == 0)
        #expect(chosen.text.contains("    header  0 59 393 "))
        #expect(chosen.error.isEmpty)
        let first = CapturedRun(["frames", Self.app])
        #expect(first.status == 0)
        #expect(first.error.hasPrefix("note: \(Self.app) has 6 screens; drawing ProfileHeaderView.Header (--root NAME or "
                                          + "--preview NAME picks another; check \(Self.app) lists them)"))
    }

    @Test func testChecksEachScreenAgainstItsOwnReferences() throws {
        let fixtures = scratch.path("Fixtures")
        let recorded = CapturedRun(["test", Self.app, "--fixtures", fixtures, "--jobs", "2"])
        #expect(recorded.status == 1, "references were recorded")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["NotificationsViewController.png", "ProfileHeaderView.Header.png", "ProfileHeaderView.png",
                          "ProfileViewController.png", "SettingCell.png", "SettingsViewController.png"])
        let checked = CapturedRun(["test", Self.app, "--fixtures", fixtures, "--record", "never", "--jobs", "2"])
        #expect(checked.status == 0)
        #expect(checked.text.hasSuffix("6 scenes: 6 passed, 0 failed, 0 recorded\n"))
    }

    @Test func theReportShowsEveryScreenGroupedByKindAndFolder() throws {
        let report = scratch.path("report.html")
        let run = CapturedRun(["test", Self.app, "--fixtures", scratch.path("Fixtures"), "--jobs", "2",
                               "--report", report])
        #expect(run.status == 1, "references were recorded")
        let html = try String(contentsOfFile: report, encoding: .utf8)
        let headings = html.split(separator: "\n").filter { $0.hasPrefix("<h3>") || $0.hasPrefix("<h4>") }
        #expect(headings == ["<h3>Previews (1)</h3>", "<h4>Sources/Views</h4><div class=\"gallery\">",
                             "<h3>Controllers (3)</h3>", "<h4>Sources/Screens</h4><div class=\"gallery\">",
                             "<h3>Views (1)</h3>", "<h4>Sources/Views</h4><div class=\"gallery\">",
                             "<h3>Cells (1)</h3>", "<h4>Sources/Views</h4><div class=\"gallery\">"])
        #expect(html.contains("<div class=\"name\">SettingsViewController</div><div>recorded, coverage 100.0% (7 of 7)</div>"))
        #expect(html.components(separatedBy: "<img src=\"data:image/png;base64,").count - 1 >= 6)
    }

    @Test func theAppsStringsAreReadInTheDevelopmentLanguageOrTheLocaleGiven() throws {
        for (locale, expected) in [(nil, ["Mentions", "Replies", "Weekly digest"]),
                                   ("fr", ["Mentions", "Réponses", "Résumé de la semaine"])] {
            let output = scratch.path("notifications-\(locale ?? "en").svg")
            let run = CapturedRun(["render", Self.app, "--root", "NotificationsViewController", "--device", "iphone-15",
                                   "-o", output] + (locale.map { ["--locale", $0] } ?? []))
            #expect(run.status == 0, "\(run.error)")
            let svg = try String(contentsOfFile: output, encoding: .utf8)
            for text in expected { #expect(svg.contains(">\(text)<"), "\(text) in \(locale ?? "en")") }
        }
    }

    @Test func theAppsAssetCatalogGivesItsNamedColours() throws {
        let output = scratch.path("notifications.png")
        let run = CapturedRun(["render", Self.app, "--root", "NotificationsViewController", "--device", "iphone-15",
                               "--guides", "none", "-o", output, "--scale", "1"])
        #expect(run.status == 0, "\(run.error)")
        let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output)))
        // the first row's switch (326…377 wide, 6.5…37.5 down the row at 59, under the 16-point padding) is on,
        // filled with the catalog's Highlight colour (#FF9F0A)
        #expect(image.pixel(x: 16 + 337, y: 16 + 59 + 22) == RGBAPixel(red: 0xFF, green: 0x9F, blue: 0x0A, alpha: 255))
    }
}
