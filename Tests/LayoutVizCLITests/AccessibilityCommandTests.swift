import Foundation
import LayoutVizCLI
import Testing

/// `render --accessibility` and `test --accessibility` / `test --lint`: what VoiceOver reads drawn over the picture,
/// and lint findings failing a test run.
@Suite struct AccessibilityCommandTests {
    let scratch = ScratchDirectory()
    private let scene = """
        let canvas = Canvas(width: 320, height: 200)
        let title = UILabel()
        title.text = "Settings"
        title.accessibilityTraits = .header
        canvas.addSubview(title)
        title.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(16) }
        let play = UIButton(type: .system)
        play.setImage(UIImage(systemName: "play.fill"), for: .normal)
        canvas.addSubview(play)
        play.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(20)
            make.leading.equalTo(title)
            make.size.equalTo(44)
        }
        """

    @Test func renderDrawsEachElementWithWhatVoiceOverSays() throws {
        let file = scratch.file("settings.swiftlay", scene)
        let svg = scratch.path("a11y.svg")
        let run = CapturedRun(["render", file, "--accessibility", "-o", svg])
        #expect(run.status == 0, "\(run.error)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains(">Settings. Heading.<"))
        #expect(text.contains(">Button.  (no label)<"))
        #expect(text.contains(">play  settings.swiftlay:11<"))
        #expect(text.contains("id=\"annotation-2-outline\""))
        // guides are off: no constraint badge
        #expect(!text.contains("class=\"guide"))
    }

    @Test func testChecksAccessibilitySnapshotsUnderTheirOwnNames() throws {
        let folder = scratch.path("scenes"), fixtures = scratch.path("fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try scene.write(toFile: folder + "/settings.swiftlay", atomically: true, encoding: .utf8)
        let first = CapturedRun(["test", folder, "--fixtures", fixtures, "--accessibility", "--record", "missing"])
        #expect(first.status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures).sorted()
        #expect(files.contains("settings.accessibility.png"))
        let second = CapturedRun(["test", folder, "--fixtures", fixtures, "--accessibility", "--record", "never"])
        #expect(second.status == 0, "\(second.text)")
        let relabelled = scene.replacingOccurrences(of: "\"Settings\"", with: "\"Options\"")
        try relabelled.write(toFile: folder + "/settings.swiftlay", atomically: true, encoding: .utf8)
        let third = CapturedRun(["test", folder, "--fixtures", fixtures, "--accessibility", "--record", "never"])
        #expect(third.status == 1)
    }

    @Test func testLintFailsOnFindingsTheBaselineDoesNotAccept() throws {
        let folder = scratch.path("linted"), fixtures = scratch.path("lint-fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let small = scene.replacingOccurrences(of: "make.size.equalTo(44)", with: "make.size.equalTo(30)")
        let path = folder + "/settings.swiftlay"
        try small.write(toFile: path, atomically: true, encoding: .utf8)
        _ = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "all"])
        let run = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--lint"])
        #expect(run.status == 1)
        let lines = run.text.components(separatedBy: "\n")
        #expect(lines.first == "settings: failed")
        #expect(lines.dropFirst().first == "\(path):11:21: warning: [small-touch-target] 'play' is 30 × 30 pt, under "
                    + "the 44 × 44 pt a finger needs (in settings)")
        // the lint picture of the case, in the artifacts folder
        let picture = try #require(lines.dropFirst(2).first?.components(separatedBy: "lint picture: ").last)
        #expect(picture.hasSuffix("/settings.lint.png"))
        #expect(FileManager.default.fileExists(atPath: picture))
        #expect(run.text.hasSuffix("\n\n1 scene: 0 passed, 1 failed, 0 recorded\n"))
        let baseline = scratch.file("baseline.json", """
            {"version": 1, "findings": [{"rule": "small-touch-target", "view": "play", "file": "\(path)"}]}
            """)
        let accepted = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--lint",
                                    "--lint-baseline", baseline])
        #expect(accepted.status == 0, "\(accepted.text)")
    }
}
