import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Constraints to layout guides (safe area, margins, user guides) and margin attributes are drawn to the guide's or
/// margin's edge as solved, and the guides they use get a faint dashed outline.
@Suite struct LayoutGuideTargetTests {
    let canvas = Canvas(width: 400, height: 300)

    @Test func aSafeAreaInsetRunsFromTheGuidesEdge() {
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let header = makeView("header", in: canvas)
        header.snp.makeConstraints { make in
            make.top.equalTo(canvas.safeAreaLayoutGuide).offset(8)
            make.left.right.equalToSuperview()
            make.height.equalTo(40)
        }
        let list = paint(canvas)
        let bar = list.line("guide-header-top-root.safeAreaLayoutGuide-top-bar")
        expectSegment(bar?.from, bar?.to, 200, 44, 200, 52)
        #expect(list.group("layout-guides")?.itemIDs == ["layout-guide-root.safeAreaLayoutGuide"])
        let outline = list.shape("layout-guide-root.safeAreaLayoutGuide")
        expectRect(outline?.rect, 0, 44, 400, 222)
        #expect(outline?.stroke == DisplayStroke(color: Theme.light.layoutGuideOutline, width: 1, dash: [2, 2]))
        #expect(outline?.fill == nil)
        #expect(outline?.classes == ["layout-guide"])
    }

    @Test func marginAttributesAreInsetByTheMargins() {
        let card = makeView("card", in: canvas)
        pin(card, 20, 100, 200, 100)
        let title = makeView("title", in: canvas)
        title.snp.makeConstraints { make in
            make.leading.equalTo(card.snp.leadingMargin).offset(4)
            make.top.equalTo(card).offset(10)
            make.width.equalTo(50)
            make.height.equalTo(20)
        }
        let bar = paint(canvas).line("guide-title-leading-card-leadingMargin-bar")
        expectSegment(bar?.from, bar?.to, 28, 120, 32, 120)
    }

    @Test func leadingMarginsAreOnTheRightInRightToLeft() {
        canvas.layoutDirection = .rightToLeft
        let card = makeView("card", in: canvas)
        pin(card, 20, 100, 200, 100)
        let title = makeView("title", in: canvas)
        title.snp.makeConstraints { make in
            make.leading.equalTo(card.snp.leadingMargin).offset(4)
            make.top.equalTo(card).offset(10)
            make.width.equalTo(50)
            make.height.equalTo(20)
        }
        let bar = paint(canvas).line("guide-title-leading-card-leadingMargin-bar")
        expectSegment(bar?.from, bar?.to, 212, 120, 208, 120)
    }

    @Test func theMarginsGuideIsOutlined() {
        let card = makeView("card", in: canvas)
        pin(card, 20, 100, 200, 100)
        let title = makeView("title", in: card)
        title.snp.makeConstraints { make in
            make.top.left.equalTo(card.layoutMarginsGuide)
            make.size.equalTo(20)
        }
        let list = paint(canvas)
        let line = list.line("guide-title-top-card.layoutMarginsGuide-top-line")
        expectSegment(line?.from, line?.to, 32, 108, 44, 108)
        expectRect(list.shape("layout-guide-card.layoutMarginsGuide")?.rect, 28, 108, 184, 84)
    }

    @Test func aUserGuideIsATargetLikeAView() {
        let a = makeView("a", in: canvas)
        pin(a, 10, 20, 100, 40)
        let gap = LayoutGuide()
        gap.identifier = "gap"
        canvas.addLayoutGuide(gap)
        gap.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right)
            make.top.equalTo(a)
            make.width.equalTo(30)
            make.height.equalTo(10)
        }
        let b = makeView("b", in: canvas)
        b.snp.makeConstraints { make in
            make.left.equalTo(gap.snp.right).offset(5)
            make.top.equalTo(a)
            make.size.equalTo(40)
        }
        let list = paint(canvas)
        let bar = list.line("guide-b-left-root.gap-right-bar")
        expectSegment(bar?.from, bar?.to, 140, 25, 145, 25)
        expectRect(list.shape("layout-guide-root.gap")?.rect, 110, 20, 30, 10)
        // a's height bar is outside it now (x = 118, badge x 121–137), so the gap's width bar below moves a step down.
        expectRect(list.shape("guide-root.gap-width-bar-badge")?.rect, 117, 51, 16, 14)
    }
}
