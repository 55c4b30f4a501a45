import Foundation
import LayoutVizTesting
import Testing

/// `assertAppSnapshots` over the sample app folder: every screen found is recorded by its reference name, checks
/// pass against what was recorded, and names no screen has fail.
@Suite("App snapshots")
struct AppSnapshotsTests {
    private let app = "Samples/App"

    @Test func everyScreenIsRecordedByNameAndThenMatches() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertAppSnapshots(of: app, as: .frames, snapshotDirectory: folder.path)
        }
        let test = "everyScreenIsRecordedByNameAndThenMatches"
        let screens = ["NotificationsViewController", "ProfileHeaderView-Header", "ProfileHeaderView",
                       "ProfileViewController", "SettingCell", "SettingsViewController"]
        #expect(try folder.files().filter { !$0.hasSuffix(".json") } == screens.map { "\(test).\($0).frames" })
        let text = try String(contentsOf: folder.url.appendingPathComponent("\(test).ProfileViewController.frames"),
                              encoding: .utf8)
        let frames = try FramesSnapshot(parsing: text)
        #expect(frames.canvasSize == CGSize(width: 393, height: 852))
        #expect(frames.views.first { $0.name == "header" }?.frame == CGRect(x: 0, y: 59, width: 393, height: 190))
        assertAppSnapshots(of: app, as: .frames, record: .never, snapshotDirectory: folder.path)
    }

    @Test func chosenScreensOnlyAndUnknownNamesFail() throws {
        let folder = try TemporaryFolder()
        withKnownIssue {
            assertAppSnapshots(of: app, as: .frames, screens: ["SettingCell", "LoginViewController"],
                               snapshotDirectory: folder.path)
        } matching: { issue in
            issue.comments.first?.rawValue == "Samples/App has no screen named LoginViewController; it has: "
                + "ProfileHeaderView.Header, NotificationsViewController, ProfileViewController, "
                + "SettingsViewController, ProfileHeaderView, SettingCell"
                || issue.comments.first?.rawValue.hasPrefix("Recorded snapshot reference") == true
        }
        #expect(try folder.files().filter { !$0.hasSuffix(".json") }
                    == ["chosenScreensOnlyAndUnknownNamesFail.SettingCell.frames"])
    }

    @Test func anUnreadableFolderFailsWithItsName() {
        withKnownIssue {
            assertAppSnapshots(of: "Samples/NoSuchApp", as: .frames)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("Could not read the app folder Samples/NoSuchApp: ") == true
        }
    }
}
