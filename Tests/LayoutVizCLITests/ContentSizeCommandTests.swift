import Foundation
import LayoutScene
import LayoutVizCLI
import Testing

/// `--content-size CATEGORY` on frames, render and test: scene code sees the text size, and `test` keeps one
/// reference per appearance and text size.
@Suite struct ContentSizeCommandTests {
    let scratch = ScratchDirectory()
    /// A box whose height is a Dynamic Type value: 30 at large, 60 at accessibilityLarge (caption1's factor 2).
    static let scene = Scenes.box.replacingOccurrences(
        of: "make.size.equalTo(CGSize(width: 120, height: 60))",
        with: "make.size.equalTo(CGSize(width: 120, height: UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 30)))")

    @Test func framesFollowTheTextSize() {
        let scene = scratch.file("box.swiftlay", Self.scene)
        #expect(CapturedRun(["frames", scene]).text == "canvas 200x100\nroot  0 0 200 100\n  box  10 10 120 30\n")
        for spelling in ["accessibilityLarge", "UIContentSizeCategory.accessibilityLarge", ".AX2", "ax2",
                         "UICTContentSizeCategoryAccessibilityL"] {
            let run = CapturedRun(["frames", scene, "--content-size", spelling])
            #expect(run.status == 0, "\(spelling): \(run.error)")
            #expect(run.text == "canvas 200x100\nroot  0 0 200 100\n  box  10 10 120 60\n", "\(spelling)")
        }
    }

    @Test func anUnknownSizeIsABadOption() {
        let run = CapturedRun(["frames", scratch.file("box.swiftlay", Self.scene), "--content-size", "huge"])
        #expect(run.status == 2)
        #expect(run.error.contains("The value 'huge' is invalid for '--content-size <category>'"), "\(run.error)")
    }

    @Test func choicesReadEverySpelling() {
        #expect(ContentSizeChoice(argument: "extraExtraExtraLarge")?.category == .extraExtraExtraLarge)
        #expect(ContentSizeChoice(argument: "accessibilityXXXL")?.category == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeChoice(argument: "UIContentSizeCategory.large")?.category == .large)
        #expect(ContentSizeChoice(argument: "xs")?.category == .extraSmall)
        #expect(ContentSizeChoice(argument: "unspecified") == nil)
        #expect(ContentSizeChoice.allValueStrings.count == 12)
    }

    @Test func testKeepsOneReferencePerConfiguration() throws {
        let folder = scratch.path("scenes"), fixtures = scratch.path("fixtures")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = scratch.file("scenes/box.swiftlay", Self.scene)
        let first = CapturedRun(["test", folder, "--fixtures", fixtures, "--appearance", "light", "--appearance", "dark",
                                 "--content-size", "AX2", "--content-size", "large"])
        #expect(first.status == 1, "everything was recorded")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { !$0.hasSuffix(".json") }
        #expect(files.sorted() == ["box.accessibilityLarge.frames", "box.accessibilityLarge.png", "box.dark.accessibilityLarge.frames",
                                   "box.dark.accessibilityLarge.png", "box.dark.frames", "box.dark.png", "box.frames",
                                   "box.png"])
        let large = try String(contentsOfFile: fixtures + "/box.dark.accessibilityLarge.frames", encoding: .utf8)
        #expect(large.contains("view box root 10 10 120 60\n"), "\(large)")
        let again = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--content-size", "AX2"])
        #expect(again.status == 0, "\(again.text)")
        try FileManager.default.removeItem(atPath: fixtures + "/box.accessibilityLarge.frames")
        try FileManager.default.copyItem(atPath: fixtures + "/box.frames", toPath: fixtures + "/box.accessibilityLarge.frames")
        let swapped = CapturedRun(["test", folder, "--fixtures", fixtures, "--record", "never", "--content-size", "AX2"])
        #expect(swapped.status == 1)
    }
}
