import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A label's text is the lines layout measured, the block vertically centred in the frame (as UILabel draws it and
/// as layout places baselines), each line aligned by `textAlignment`, clipped to the frame.
@Suite struct LabelTextTests {
    let canvas = Canvas(width: 400, height: 300)
    let label: Label

    /// A 200 × 50 label at (10, 20) with two lines: "Hello" (25 pt wide) and "Ada" (15 pt), 12 pt apart.
    init() {
        label = makeLabel("title", text: "Hello\nAda", lines: 0, in: canvas)
        label.textColor = .darkGray
        pin(label, 10, 20, 200, 50)
    }

    /// The block is 24 pt tall in a 50 pt frame, so it starts 13 pt down; baselines are 9 pt into each 12 pt line.
    private func origins(_ alignment: TextAlignment) -> [CGPoint] {
        label.textAlignment = alignment
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        return list.text("label-title")?.lines.map(\.origin) ?? []
    }

    @Test func theTextIsOneItemWithTheLabelsFontColourAndClip() {
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let text = list.text("label-title")
        #expect(text?.font == .systemFont(ofSize: 10))
        #expect(text?.color == .darkGray)
        #expect(text?.classes == ["label"])
        expectRect(text?.clip, 10, 20, 200, 50)
        #expect(text?.lines.map(\.text) == ["Hello", "Ada"])
        #expect(text?.lines.map(\.width) == [25, 15])
        #expect(list.group("view-title")?.itemIDs == ["label-title"])
    }

    @Test func attributedLinesCarryTheirRunsAndTheParagraphStylesAlignment() {
        var style = ParagraphStyle()
        style.alignment = .right
        var attributes = TextAttributes()
        attributes.paragraphStyle = style
        attributes.foregroundColor = .red
        label.textAlignment = .left
        label.attributedText = AttributedText(string: "Hello\nAda", attributes: attributes)
        let text = paint(canvas, PaintOptions(guides: .none, padding: 0)).text("label-title")
        #expect(text?.lines.map(\.origin.x) == [185, 195], "right-aligned by the paragraph style over the label's left")
        #expect(text?.lines.map { $0.runs.map(\.text) } == [["Hello"], ["Ada"]])
        #expect(text?.lines.first?.runs.first?.attributes.foregroundColor == .red)
        #expect(text?.lines.first?.runs.first?.attributes.font == .systemFont(ofSize: 10), "the label's font fills it")
    }

    @Test func leftAlignedLinesStartAtTheLeftEdge() {
        let origins = origins(.left)
        expectPoint(origins.first, 10, 42)
        expectPoint(origins.last, 10, 54)
    }

    @Test func rightAlignedLinesEndAtTheRightEdge() {
        let origins = origins(.right)
        expectPoint(origins.first, 185, 42)
        expectPoint(origins.last, 195, 54)
    }

    @Test func centredLinesAreCentred() {
        let origins = origins(.center)
        expectPoint(origins.first, 97.5, 42)
        expectPoint(origins.last, 102.5, 54)
    }

    @Test func justifiedLinesStartAtTheLeftEdge() {
        expectPoint(origins(.justified).last, 10, 54)
    }

    @Test func naturalAlignmentIsLeftInLeftToRight() {
        expectPoint(origins(.natural).first, 10, 42)
    }

    @Test func naturalAlignmentIsRightInRightToLeft() {
        canvas.layoutDirection = .rightToLeft
        expectPoint(origins(.natural).first, 185, 42)
        label.semanticContentAttribute = .forceLeftToRight
        expectPoint(origins(.natural).first, 10, 42)
    }

    @Test func leftStaysLeftInRightToLeft() {
        canvas.layoutDirection = .rightToLeft
        expectPoint(origins(.left).first, 10, 42)
    }

    @Test func theFirstBaselineIsWhereLayoutPutsIt() {
        let other = makeView("other", in: canvas)
        other.snp.makeConstraints { make in
            make.top.equalTo(label.snp.firstBaseline)
            make.left.equalTo(300)
            make.width.height.equalTo(10)
        }
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(other.frame.minY == 42)
        expectPoint(list.text("label-title")?.lines.first?.origin, 10, 42)
    }

    @Test func emptyLabelsDrawNoText() {
        label.text = ""
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.text("label-title") == nil)
    }
}
