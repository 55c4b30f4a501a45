import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Parallel I-bars that would lie on top of each other (or run through a badge) are moved apart by 10 pt steps, and
/// badges never overlap.
@Suite struct OverlapTests {
    let canvas = Canvas(width: 400, height: 300)
    let a: View
    let b: View

    /// `a` at (10, 20, 100, 40); `b` 8 pt right of it, 100 × 40.
    init() {
        a = makeView("a", in: canvas)
        pin(a, 10, 20, 100, 40)
        b = makeView("b", in: canvas)
        b.snp.makeConstraints { make in
            make.leading.equalTo(a.snp.trailing).offset(8)
            make.top.equalTo(a)
            make.width.equalTo(100)
            make.height.equalTo(40)
        }
    }

    @Test func aSecondBarOverTheSameGapMovesAStepAway() {
        b.snp.makeConstraints { make in make.leading.greaterThanOrEqualTo(a.snp.trailing).offset(4) }
        let list = paint(canvas)
        let second = "guide-b-leading-a-trailing-\(StableHash.hex(b.activeLayoutConstraints[4].description))"
        let first = list.line("guide-b-leading-a-trailing-bar"), moved = list.line("\(second)-bar")
        expectSegment(first?.from, first?.to, 110, 40, 118, 40)
        // A step up (y = 30) would run through the first bar's badge (y 23–37), so two.
        expectSegment(moved?.from, moved?.to, 110, 20, 118, 20)
        let badges = [list.shape("guide-b-leading-a-trailing-bar-badge")?.rect, list.shape("\(second)-bar-badge")?.rect]
        #expect(badges[0].map { one in badges[1].map { !rectsOverlap(one, $0) } ?? false } == true)
        #expect(list.badge(second) == "≥ 4")
    }

    @Test func barsThatDoNotOverlapStayPut() {
        let c = makeView("c", in: canvas)
        c.snp.makeConstraints { make in
            make.leading.equalTo(b.snp.trailing).offset(8)
            make.top.equalTo(a)
            make.size.equalTo(40)
        }
        let bar = paint(canvas).line("guide-c-leading-b-trailing-bar")
        expectSegment(bar?.from, bar?.to, 218, 40, 226, 40)
    }

    @Test func aBusySceneHasNoOverlappingBadgesOrParallelBars() {
        for index in 0..<4 {
            let view = makeView("row\(index)", in: canvas)
            view.snp.makeConstraints { make in
                make.leading.equalTo(a).offset(4 * index)
                make.top.equalTo(a.snp.bottom).offset(8 + 10 * index)
                make.width.equalTo(a).multipliedBy(0.5 + 0.1 * Double(index))
                make.width.greaterThanOrEqualTo(20 + index).priority(.low)
                make.height.equalTo(6 + index)
            }
        }
        let list = paint(canvas)
        let badges = list.badgeRects
        #expect(badges.count > 20)
        for (index, one) in badges.enumerated() {
            for other in badges[(index + 1)...] { #expect(!rectsOverlap(one, other), "\(one) overlaps \(other)") }
        }
        let bars = list.flattened.compactMap { item -> DisplayLine? in
            if case .line(let line) = item, line.capLength > 0 { return line }
            return nil
        }
        for (index, one) in bars.enumerated() {
            for other in bars[(index + 1)...] {
                #expect(!Self.lieOnTopOfEachOther(one, other), "\(one.id) / \(other.id)")
            }
        }
    }

    /// Whether two I-bars are parallel, less than 4 pt apart and overlap along their length.
    private static func lieOnTopOfEachOther(_ one: DisplayLine, _ other: DisplayLine) -> Bool {
        let horizontal = { (line: DisplayLine) in line.from.y == line.to.y }
        guard horizontal(one) == horizontal(other) else { return false }
        let span = { (line: DisplayLine) -> (CGFloat, CGFloat, CGFloat) in
            horizontal(line) ? (min(line.from.x, line.to.x), max(line.from.x, line.to.x), line.from.y)
                : (min(line.from.y, line.to.y), max(line.from.y, line.to.y), line.from.x)
        }
        let (low, high, cross) = span(one), (otherLow, otherHigh, otherCross) = span(other)
        return abs(cross - otherCross) < 4 && low < otherHigh && otherLow < high
    }
}
