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
            == "badges on text 0, badges on badges 0, badges outside 0, strokes through text 0, strokes through badges 0")
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

/// Guide strokes through badges: counted when the badge is another guide's (or a name tag or note), not their own;
/// and the painter cuts lines around such badges (``BadgeClearance``).
@Suite struct StrokesThroughBadgesTests {
    static let stroke = DisplayStroke(color: .black, width: 1)

    static func guide(_ id: String, _ items: [DisplayItem]) -> DisplayItem {
        .group(DisplayGroup(id: id, classes: ["guide"], opacity: 1, clip: nil, items: items))
    }

    static func line(_ id: String, _ from: CGPoint, _ to: CGPoint, cap: CGFloat = 0) -> DisplayItem {
        .line(DisplayLine(id: id, classes: [], from: from, to: to, stroke: stroke, capLength: cap))
    }

    static func list(_ items: [DisplayItem]) -> DisplayList {
        DisplayList(size: CGSize(width: 100, height: 80), background: .white, title: "", summary: "", items: items)
    }

    @Test func onlyAnotherGuidesBadgeCounts() {
        let own = LegibilityReportTests.badge("guide-a-bar-badge", CGRect(x: 40, y: 13, width: 16, height: 14))
        let other = LegibilityReportTests.badge("guide-b-bar-badge", CGRect(x: 10, y: 43, width: 16, height: 14))
        let report = LegibilityReport(Self.list([
            Self.guide("guide-a", [Self.line("guide-a-bar", CGPoint(x: 0, y: 20), CGPoint(x: 100, y: 20), cap: 6), own]),
            Self.guide("guide-b", [Self.line("guide-b-line", CGPoint(x: 0, y: 50), CGPoint(x: 100, y: 50)), other]),
            Self.guide("guide-c", [Self.line("guide-c-line", CGPoint(x: 18, y: 0), CGPoint(x: 18, y: 80))]),
        ]))
        #expect(report.strokesThroughBadges == ["guide-c-line"])
        #expect(report.description.hasSuffix("strokes through badges 1"))
    }

    @Test func clearanceCutsALineAroundAnotherGuidesBadge() {
        let badge = LegibilityReportTests.badge("guide-b-bar-badge", CGRect(x: 10, y: 43, width: 16, height: 14))
        let items = [Self.guide("guide-b", [badge]),
                     Self.guide("guide-c", [Self.line("guide-c-line", CGPoint(x: 18, y: 0), CGPoint(x: 18, y: 80))])]
        var state = PaintState()
        let cleared = BadgeClearance(badgesIn: items).clearing(items, state: &state)
        let list = Self.list(cleared)
        #expect(LegibilityReport(list).isClean)
        let top = list.line("guide-c-line"), bottom = list.line("guide-c-line-piece-2")
        expectSegment(top?.from, top?.to, 18, 0, 18, 41)
        expectSegment(bottom?.from, bottom?.to, 18, 59, 18, 80)
    }

    @Test func aCutIBarKeepsItsCapsExceptOneReachingIntoABadge() {
        // A horizontal I-bar at y = 20 from x 10 to 90 with 6 pt caps; a badge sits on it at x 40–56, and another
        // touches its right cap (x 88–104 would leave the picture, so 86–100 at y 21–35).
        let onBar = LegibilityReportTests.badge("guide-b-badge", CGRect(x: 40, y: 13, width: 16, height: 14))
        let onCap = LegibilityReportTests.badge("guide-c-badge", CGRect(x: 86, y: 21, width: 14, height: 14))
        let items = [Self.guide("guide-b", [onBar]), Self.guide("guide-c", [onCap]),
                     Self.guide("guide-a", [Self.line("guide-a-bar", CGPoint(x: 10, y: 20), CGPoint(x: 90, y: 20),
                                                      cap: 6)])]
        var state = PaintState()
        let list = Self.list(BadgeClearance(badgesIn: items).clearing(items, state: &state))
        #expect(list.group("guide-a")?.itemIDs == ["guide-a-bar", "guide-a-bar-piece-2", "guide-a-bar-cap-1"])
        expectSegment(list.line("guide-a-bar")?.from, list.line("guide-a-bar")?.to, 10, 20, 38, 20)
        expectSegment(list.line("guide-a-bar-piece-2")?.from, list.line("guide-a-bar-piece-2")?.to, 58, 20, 84, 20)
        expectSegment(list.line("guide-a-bar-cap-1")?.from, list.line("guide-a-bar-cap-1")?.to, 10, 17, 10, 23)
        #expect(LegibilityReport(list).strokesThroughBadges.isEmpty)
    }
}
