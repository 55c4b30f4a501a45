import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A gap between facing edges (or between an edge and its container's same edge) is an I-bar across the gap, at
/// the middle of the two items' overlap, with 6 pt caps and the constant on a badge 3 pt above (or right of) it.
@Suite struct SpacingGuideTests {
    let canvas = Canvas(width: 400, height: 300)
    let a: View
    let b: View

    /// `a` at (10, 20, 100, 40); `b` 8 pt right of it, 50 × 40.
    init() {
        a = makeView("a", in: canvas)
        pin(a, 10, 20, 100, 40)
        b = makeView("b", in: canvas)
        b.snp.makeConstraints { make in
            make.leading.equalTo(a.snp.trailing).offset(8)
            make.top.equalTo(a)
            make.width.equalTo(50)
            make.height.equalTo(40)
        }
    }

    @Test func aGapBetweenSiblingsIsAnIBarAtTheMiddleOfTheirOverlap() {
        let list = paint(canvas)
        let guide = list.group("guide-b-leading-a-trailing")
        #expect(guide?.classes == ["guide", "state-ok", "for-b", "for-a"])
        #expect(guide?.itemIDs == ["guide-b-leading-a-trailing-bar", "guide-b-leading-a-trailing-bar-badge",
                                   "guide-b-leading-a-trailing-bar-badge-text"])
        let bar = list.line("guide-b-leading-a-trailing-bar")
        expectSegment(bar?.from, bar?.to, 110, 40, 118, 40)
        #expect(bar?.capLength == 6)
        #expect(bar?.stroke == DisplayStroke(color: Theme.light.satisfiedGuide, width: 1))
        #expect(bar?.classes == ["guide-bar", "state-ok"])
    }

    @Test func aGuideIsKeyedToBothViewsAndTitledWithItsConstraint() throws {
        let list = paint(canvas)
        let guide = try #require(list.group("guide-b-leading-a-trailing"))
        let constraint = try #require(b.activeLayoutConstraints.first)
        #expect(guide.title == constraint.description)
        #expect(guide.title?.contains("b.leading == ") == true)
    }

    @Test func theBadgeIsCentredOnTheBarThreePointsAbove() {
        let list = paint(canvas)
        let pill = list.shape("guide-b-leading-a-trailing-bar-badge")
        expectRect(pill?.rect, 108.5, 23, 11, 14)
        #expect(pill?.cornerRadius == 7)
        #expect(pill?.fill == Theme.light.satisfiedGuide)
        let text = list.text("guide-b-leading-a-trailing-bar-badge-text")
        #expect(text?.lines.map(\.text) == ["8"])
        expectPoint(text?.lines.first?.origin, 111.5, 33)
        #expect(text?.lines.first?.width == 5)
        #expect(text?.font == .systemFont(ofSize: 10, weight: .medium))
        #expect(text?.color == .white)
    }

    @Test func anInsetFromTheSuperviewRunsFromTheContainersEdge() {
        let list = paint(canvas)
        let left = list.line("guide-a-left-root-left-bar")
        expectSegment(left?.from, left?.to, 0, 40, 10, 40)
        #expect(list.badge("guide-a-left-root-left") == "10")
        let top = list.line("guide-a-top-root-top-bar")
        expectSegment(top?.from, top?.to, 60, 0, 60, 20)
        expectRect(list.shape("guide-a-top-root-top-bar-badge")?.rect, 63, 3, 16, 14)
    }

    @Test func barsFollowThePadding() {
        let list = paint(canvas, PaintOptions(padding: 16))
        let bar = list.line("guide-b-leading-a-trailing-bar")
        expectSegment(bar?.from, bar?.to, 126, 56, 134, 56)
    }

    @Test func aZeroGapIsAShortPlainLineAlongTheSharedEdge() {
        let c = makeView("c", in: canvas)
        c.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom)
            make.left.equalTo(a).offset(20)
            make.width.equalTo(100)
            make.height.equalTo(30)
        }
        let list = paint(canvas)
        let guide = list.group("guide-c-top-a-bottom")
        #expect(guide?.itemIDs == ["guide-c-top-a-bottom-line"])
        let line = list.line("guide-c-top-a-bottom-line")
        expectSegment(line?.from, line?.to, 64, 60, 76, 60)
        #expect(line?.capLength == 0)
        #expect(line?.classes == ["guide-line", "state-ok"])
    }

    @Test func withoutOverlapTheBarIsAtTheFirstItemsMiddle() {
        let c = makeView("c", in: canvas)
        c.snp.makeConstraints { make in
            make.top.equalTo(a.snp.bottom).offset(30)
            make.left.equalTo(a.snp.right).offset(100)
            make.width.equalTo(40)
            make.height.equalTo(30)
        }
        let bar = paint(canvas).line("guide-c-top-a-bottom-bar")
        expectSegment(bar?.from, bar?.to, 230, 60, 230, 90)
    }

    @Test func leadingAndTrailingFollowRightToLeft() {
        canvas.layoutDirection = .rightToLeft
        a.snp.updateConstraints { make in make.left.equalTo(200) }
        let list = paint(canvas)
        let bar = list.line("guide-b-leading-a-trailing-bar")
        // At y = 40 it would lie on the bar of a's 200 pt inset from the left, so it moves up a step.
        expectSegment(bar?.from, bar?.to, 200, 30, 192, 30)
        #expect(list.badge("guide-b-leading-a-trailing") == "8")
    }
}
