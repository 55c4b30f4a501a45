import Foundation
@testable import LayoutVizCLI
import Testing

/// `--preview NAME`, `render --preview all` and the previews `check` lists.
@Suite struct PreviewCommandTests {
    let scratch = ScratchDirectory()

    /// A card with two previews of different data.
    private let card = """
        final class CardView: UIView {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(title)
                title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        #Preview("Short", traits: .fixedLayout(width: 200, height: 60)) {
            let card = CardView()
            card.title.text = "Hi"
            return card
        }
        #Preview("Long", traits: .fixedLayout(width: 300, height: 60)) {
            let card = CardView()
            card.title.text = "A longer title"
            return card
        }
        """

    @Test func checkListsThePreviews() {
        let path = scratch.file("Card.swift", card)
        let run = CapturedRun(["check", path])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.text.hasPrefix("previews: Short, Long (the first is drawn unless --preview names another)\n"))
    }

    @Test func framesDrawTheNamedPreview() {
        let path = scratch.file("Card.swift", card)
        let first = CapturedRun(["frames", path])
        #expect(first.text.hasPrefix("canvas 200x60\n"))
        #expect(first.text.contains("  card  0 0 200 60\n"))
        let second = CapturedRun(["frames", path, "--preview", "Long"])
        #expect(second.text.hasPrefix("canvas 300x60\n"))
        let missing = CapturedRun(["frames", path, "--preview", "Lng"])
        #expect(missing.status == 2)
        #expect(missing.error.contains("the scene has no #Preview named 'Lng'; did you mean 'Long'?"))
    }

    @Test func renderAllDrawsEveryPreviewOnOneSheet() throws {
        let path = scratch.file("Card.swift", card)
        let run = CapturedRun(["render", path, "-o", scratch.path("all.svg"), "--preview", "all", "--guides", "none"])
        #expect(run.status == 0, "\(run.error)")
        let text = try String(contentsOfFile: scratch.path("all.svg"), encoding: .utf8)
        let positions = ["Short", "Long"].compactMap { text.range(of: ">\($0)</text>")?.lowerBound }
        #expect(positions.count == 2 && positions == positions.sorted())
        let none = CapturedRun(["render", scratch.file("Plain.swift", "final class V: UIView {}"), "-o",
                                scratch.path("none.svg"), "--preview", "all"])
        #expect(none.status == 2)
        #expect(none.error.contains("--preview all:"))
        #expect(none.error.contains("declares no #Preview"))
    }

    @Test func testChecksEachPreviewAgainstItsOwnReferences() throws {
        let path = scratch.file("Card.swift", card), fixtures = scratch.path("fixtures")
        let first = CapturedRun(["test", path, "--fixtures", fixtures, "--record", "missing"])
        #expect(first.text.hasSuffix("1 scene: 0 passed, 0 failed, 1 recorded\n"), "\(first.text)\(first.error)")
        let files = try FileManager.default.contentsOfDirectory(atPath: fixtures).filter { !$0.hasSuffix(".json") }
        #expect(files.sorted() == ["Card.Long.frames", "Card.Long.png", "Card.Short.frames", "Card.Short.png"])
        let second = CapturedRun(["test", path, "--fixtures", fixtures, "--record", "never"])
        #expect(second.status == 0)
        let changed = card.replacingOccurrences(of: "A longer title", with: "A much, much longer title")
        FileManager.default.createFile(atPath: path, contents: Data(changed.utf8))
        let third = CapturedRun(["test", path, "--fixtures", fixtures, "--record", "never"])
        #expect(third.status == 1)
        #expect(third.text.contains("Card.Long"))
        #expect(!third.text.contains("Card.Short"))
    }

    @Test func referenceNamesKeepLettersAndDigits() {
        #expect(PreviewReferenceName.suffix("Two items") == ".Two-items")
        #expect(PreviewReferenceName.suffix("Dark / RTL (large)") == ".Dark-RTL-large")
        #expect(PreviewReferenceName.suffix("…") == ".preview")
    }
}
