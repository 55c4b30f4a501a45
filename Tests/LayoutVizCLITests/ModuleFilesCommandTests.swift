import Foundation
import LayoutVizCLI
import Testing

/// `render`, `frames`, `check` and `test` given several Swift files as one module.
@Suite struct ModuleFilesCommandTests {
    let scratch = ScratchDirectory()
    private let theme = "enum Theme {\n    static let inset: CGFloat = 12\n}\n"
    private let header = """
        final class HeaderView: UIView {
            let title = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(Theme.inset)
                    make.height.equalTo(40)
                }
            }
        }
        """
    private let badge = "final class BadgeView: UIView {}\n"

    @Test func framesOfAModule() {
        let files = [scratch.file("Theme.swift", theme), scratch.file("HeaderView.swift", header)]
        let run = CapturedRun(["frames"] + files)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.hasPrefix("canvas 375x64\nroot  0 0 375 64\n  HeaderView  0 0 375 64\n    title  12 12 351 40\n"))
    }

    @Test func checkListsCandidatesOfEveryFileAndRootPicksAcrossFiles() {
        let files = [scratch.file("Theme.swift", theme), scratch.file("HeaderView.swift", header),
                     scratch.file("BadgeView.swift", badge)]
        let run = CapturedRun(["check"] + files)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.contains(
            "root candidates: HeaderView, BadgeView (BadgeView is drawn; --root NAME draws another)\n"))
        let picked = CapturedRun(["render"] + files + ["--root", "HeaderView", "-o", scratch.path("out.png")])
        #expect(picked.status == 0, "\(picked.error)")
        #expect(FileManager.default.fileExists(atPath: scratch.path("out.png")))
    }

    @Test func redeclarationIsBadInputNamingBothFiles() {
        let first = scratch.file("A.swift", badge)
        let second = scratch.file("B.swift", "\n" + badge)
        let run = CapturedRun(["check", first, second])
        #expect(run.status == 2)
        #expect(run.error.contains("\(second):2:13: error: invalid redeclaration of 'BadgeView'\n"))
        #expect(run.error.contains("\(first):1:13: note: 'BadgeView' previously declared here\n"))
    }

    @Test func anUnreadableFileIsBadInputNamingIt() {
        let missing = scratch.path("Missing.swift")
        let run = CapturedRun(["render", scratch.file("Theme.swift", theme), missing, "-o", scratch.path("x.png")])
        #expect(run.status == 2)
        #expect(run.error.contains("\(missing): error: cannot read the scene file"))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("x.png")))
    }

    @Test func testCommandFollowsCompanionComments() {
        let folder = scratch.url.appendingPathComponent("Scenes")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.appendingPathComponent("Theme.swift").path, contents: Data(theme.utf8))
        FileManager.default.createFile(atPath: folder.appendingPathComponent("header.swiftlay").path,
                                       contents: Data(("// layoutviz: files=Theme.swift\n" + header).utf8))
        let fixtures = scratch.path("Fixtures")
        let recorded = CapturedRun(["test", folder.path, "--fixtures", fixtures, "--record", "missing"])
        #expect(recorded.text.hasSuffix("1 scene: 0 passed, 0 failed, 1 recorded\n"), "\(recorded.text)\(recorded.error)")
        let again = CapturedRun(["test", folder.path, "--fixtures", fixtures, "--record", "never"])
        #expect(again.status == 0)
        #expect(again.text == "1 scene: 1 passed, 0 failed, 0 recorded\n", "\(again.error)")
    }
}
