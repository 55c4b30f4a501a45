import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Centres, baselines and the same edge of siblings are plain lines across both items (4 pt past them) at the
/// shared coordinate; an offset adds a line at the second item's coordinate and a short I-bar between the two.
@Suite struct AlignmentGuideTests {
    let canvas = Canvas(width: 400, height: 300)
    let a: View
    let b: View

    /// `a` at (10, 20, 100, 40); `b` 50 × 20 at y = 100.
    init() {
        a = makeView("a", in: canvas)
        pin(a, 10, 20, 100, 40)
        b = makeView("b", in: canvas)
        b.snp.makeConstraints { make in
            make.top.equalTo(100)
            make.width.equalTo(50)
            make.height.equalTo(20)
        }
    }

    @Test func centresAreAPlainLineAcrossBothItems() {
        b.snp.makeConstraints { make in make.centerX.equalTo(a) }
        let list = paint(canvas)
        // From 4 pt above a to 4 pt below b, stopping 2 pt short of a's width badge (y 71–85) under a's middle.
        #expect(list.group("guide-b-centerX-a-centerX")?.itemIDs == ["guide-b-centerX-a-centerX-line",
                                                                     "guide-b-centerX-a-centerX-line-piece-2"])
        let line = list.line("guide-b-centerX-a-centerX-line")
        let rest = list.line("guide-b-centerX-a-centerX-line-piece-2")
        expectSegment(line?.from, line?.to, 60, 16, 60, 69)
        expectSegment(rest?.from, rest?.to, 60, 87, 60, 124)
        #expect(line?.capLength == 0)
    }

    @Test func anOffsetAddsTheSecondLineAndAnIBar() {
        b.snp.makeConstraints { make in make.centerX.equalTo(a).offset(20) }
        let list = paint(canvas)
        let id = "guide-b-centerX-a-centerX"
        #expect(list.group(id)?.itemIDs == ["\(id)-line", "\(id)-line-2", "\(id)-line-2-piece-2", "\(id)-bar",
                                            "\(id)-bar-badge", "\(id)-bar-badge-text"])
        let first = list.line("\(id)-line"), second = list.line("\(id)-line-2"), bar = list.line("\(id)-bar")
        let rest = list.line("\(id)-line-2-piece-2")
        // b's centre line starts 2 pt clear of a's top badge (x 63–79, y 3–17); a's is cut around a's width badge
        expectSegment(first?.from, first?.to, 80, 19, 80, 124)
        expectSegment(second?.from, second?.to, 60, 16, 60, 69)
        expectSegment(rest?.from, rest?.to, 60, 87, 60, 124)
        // At b's middle (y = 110): b's height bar and badge are outside b, to its right.
        expectSegment(bar?.from, bar?.to, 60, 110, 80, 110)
        #expect(bar?.capLength == 6)
        #expect(list.badge(id) == "20")
    }

    @Test func theSameEdgeOfSiblingsIsAnAlignment() {
        b.snp.makeConstraints { make in make.leading.equalTo(a) }
        // Stopping 2 pt short of the badge of a's left margin (y 23–37) on its way.
        let list = paint(canvas)
        let line = list.line("guide-b-leading-a-leading-line")
        let rest = list.line("guide-b-leading-a-leading-line-piece-2")
        expectSegment(line?.from, line?.to, 10, 16, 10, 21)
        expectSegment(rest?.from, rest?.to, 10, 39, 10, 124)
    }

    @Test func baselinesLineUp() {
        let first = makeLabel("first", text: "Hi", in: canvas)
        pin(first, 200, 20, 60, 40)
        let second = makeLabel("second", text: "There", in: canvas)
        second.snp.makeConstraints { make in
            make.left.equalTo(300)
            make.lastBaseline.equalTo(first)
        }
        let list = paint(canvas)
        // first's text block (12 pt) is centred in 40 pt: top at 34, baseline 9 pt lower. The line (x 196–329) stops
        // 2 pt short of the text it runs through: "Hi" (x 200–210) and "There" (x 300–325); the 2 pt ends left over
        // are too short to draw. It also stops 2 pt short of first's height badge (x 271–287, y 33–47).
        let line = list.line("guide-second-lastBaseline-first-lastBaseline-line")
        let rest = list.line("guide-second-lastBaseline-first-lastBaseline-line-piece-2")
        expectSegment(line?.from, line?.to, 212, 43, 269, 43)
        expectSegment(rest?.from, rest?.to, 289, 43, 298, 43)
        #expect(list.text("label-second")?.lines.first?.origin.y == 43)
    }

    @Test func aBaselineBelowAnotherIsAGap() {
        let first = makeLabel("first", text: "Hi", in: canvas)
        pin(first, 200, 20, 60, 40)
        let second = makeLabel("second", text: "There", in: canvas)
        second.snp.makeConstraints { make in
            make.left.equalTo(200)
            make.firstBaseline.equalTo(first.snp.lastBaseline).offset(20)
        }
        let list = paint(canvas)
        // At the middle of the overlap (x = 212.5) the bar would cross both labels' text: two steps right.
        let bar = list.line("guide-second-firstBaseline-first-lastBaseline-bar")
        expectSegment(bar?.from, bar?.to, 232.5, 43, 232.5, 63)
        #expect(list.badge("guide-second-firstBaseline-first-lastBaseline") == "20")
    }
}
