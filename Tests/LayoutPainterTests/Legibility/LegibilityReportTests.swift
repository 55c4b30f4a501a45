import Foundation
@testable import LayoutPainter
import LayoutScene
import Testing

/// The checker counts what it should, from a display list made by hand: glyph boxes from label and control text
/// (0.8 em above the baseline, 0.2 em below, clipped), badges on them, on each other and past the picture's edge,
/// and guide strokes (and I-bar caps) through them.
@Suite struct LegibilityReportTests {
    static let font = Font.systemFont(ofSize: 10)
    static let stroke = DisplayStroke(color: .black, width: 1)

    /// "Hello" at (20, 30) on its baseline, 40 wide: a glyph box (20, 22, 40, 10).
    static let label = DisplayItem.text(DisplayText(
        id: "label-title", classes: ["label"], font: font, color: .black, clip: nil,
        lines: [DisplayTextLine(text: "Hello", origin: CGPoint(x: 20, y: 30), width: 40)]))

    static func badge(_ id: String, _ rect: CGRect) -> DisplayItem {
        .shape(DisplayShape(id: id, classes: ["badge"], rect: rect, cornerRadius: 7, fill: .blue, stroke: nil))
    }

    static func guide(_ lines: [DisplayLine]) -> DisplayItem {
        .group(DisplayGroup(id: "guide-a", classes: ["guide"], opacity: 1, clip: nil, items: lines.map { .line($0) }))
    }

    static func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: CGSize(width: 100, height: 80), background: .white, title: "", summary: "", items: items)
    }

    @Test func glyphBoxesComeFromLabelAndControlTextOnly() {
        let control = DisplayItem.text(DisplayText(
            id: "view-b-title", classes: ["control-text", "button-title"], font: .systemFont(ofSize: 20),
            color: .black, clip: CGRect(x: 0, y: 0, width: 30, height: 100),
            lines: [DisplayTextLine(text: "Go", origin: CGPoint(x: 10, y: 60), width: 40)]))
        let badgeText = DisplayItem.text(DisplayText(
            id: "guide-a-bar-badge-text", classes: ["badge-text"], font: Self.font, color: .white, clip: nil,
            lines: [DisplayTextLine(text: "8", origin: .zero, width: 5)]))
        let boxes = GlyphBoxes(Self.list([Self.label, .group(DisplayGroup(id: "g", classes: [], opacity: 1, clip: nil,
                                                                           items: [control, badgeText]))])).boxes
        #expect(boxes == [CGRect(x: 20, y: 22, width: 40, height: 10), CGRect(x: 10, y: 44, width: 20, height: 20)])
    }

    @Test func aTransformedGroupsGlyphBoxesAreWhereItsTextIsDrawn() {
        let moved = DisplayGroup(id: "g", classes: [], opacity: 1, clip: nil, items: [Self.label],
                                 transform: ViewTransform(scaleX: 2, y: 1).translatedBy(x: 5, y: 3))
        #expect(GlyphBoxes(Self.list([.group(moved)])).boxes == [CGRect(x: 50, y: 25, width: 80, height: 10)])
    }

    @Test func aCleanListCountsNothing() {
        let report = LegibilityReport(Self.list([Self.label, Self.badge("b1", CGRect(x: 20, y: 40, width: 16, height: 14)),
                                                 Self.guide([DisplayLine(id: "l", classes: [], from: CGPoint(x: 0, y: 35),
                                                                         to: CGPoint(x: 100, y: 35), stroke: Self.stroke,
                                                                         capLength: 0)])]))
        #expect(report.isClean)
        #expect(report.description
            == "badges on text 0, badges on badges 0, badges outside 0, strokes through text 0")
    }

    @Test func everyKindOfProblemIsCounted() {
        let through = DisplayLine(id: "guide-a-line", classes: [], from: CGPoint(x: 0, y: 26), to: CGPoint(x: 100, y: 26),
                                  stroke: Self.stroke, capLength: 0)
        // A vertical I-bar ending 2 pt above the text: its caps are horizontal and stay out of the glyph box.
        let capped = DisplayLine(id: "guide-a-bar", classes: [], from: CGPoint(x: 40, y: 0), to: CGPoint(x: 40, y: 20),
                                 stroke: Self.stroke, capLength: 6)
        let report = LegibilityReport(Self.list([
            Self.label, Self.badge("on-text", CGRect(x: 50, y: 25, width: 16, height: 14)),
            Self.badge("one", CGRect(x: 0, y: 50, width: 16, height: 14)),
            Self.badge("two", CGRect(x: 10, y: 55, width: 16, height: 14)),
            Self.badge("out", CGRect(x: 90, y: 70, width: 16, height: 14)),
            Self.guide([through, capped]),
        ]))
        #expect(report.badgesOnText == ["on-text"])
        #expect(report.badgesOnBadges.map { [$0.0, $0.1] } == [["one", "two"]])
        #expect(report.badgesOutside == ["out"])
        #expect(report.strokesThroughText == ["guide-a-line"])
        #expect(!report.isClean)
    }

    @Test func aCapReachingIntoTextCounts() {
        // Along the glyph box's top edge (not through it), but its end cap reaches 3 pt down into it.
        let capped = DisplayLine(id: "guide-a-bar", classes: [], from: CGPoint(x: 0, y: 22), to: CGPoint(x: 30, y: 22),
                                 stroke: Self.stroke, capLength: 6)
        let report = LegibilityReport(Self.list([Self.label, Self.guide([capped])]))
        #expect(report.strokesThroughText == ["guide-a-bar"])
    }
}
