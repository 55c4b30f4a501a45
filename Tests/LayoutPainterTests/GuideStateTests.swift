import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Required constraints are solid, optional ones dashed 4-3; satisfied guides are blue, conflicting ones red (the
/// broken one with a ✕), optional ones the solution does not satisfy orange.
@Suite struct GuideStateTests {
    let canvas = Canvas(width: 400, height: 300)
    let box: View

    /// `box` at (10, 20, 100, 40).
    init() {
        box = makeView("box", in: canvas)
        pin(box, 10, 20, 100, 40)
    }

    @Test func satisfiedRequiredConstraintsAreSolidAndBlue() {
        let list = paint(canvas)
        #expect(list.group("guide-box-width")?.classes == ["guide", "state-ok", "for-box"])
        #expect(list.line("guide-box-width-bar")?.stroke == DisplayStroke(color: Theme.light.satisfiedGuide, width: 1))
    }

    @Test func optionalConstraintsAreDashed() {
        box.snp.makeConstraints { make in make.width.lessThanOrEqualTo(200).priority(.high) }
        let list = paint(canvas)
        let id = "guide-box-width-\(StableHash.hex(box.activeLayoutConstraints[4].description))"
        #expect(list.group(id)?.classes == ["guide", "guide-optional", "state-ok", "for-box"])
        #expect(list.line("\(id)-bar")?.stroke == DisplayStroke(color: Theme.light.satisfiedGuide, width: 1,
                                                                dash: [4, 3]))
        #expect(list.badge(id) == "≤ 200 @750")
    }

    @Test func unsatisfiedOptionalConstraintsAreOrangeWithTheirLabel() {
        box.snp.makeConstraints { make in make.width.equalTo(300).priority(.high) }
        let list = paint(canvas)
        #expect(list.guides(in: "state-unsatisfied").count == 1)
        let id = list.guides(in: "state-unsatisfied").first ?? ""
        #expect(list.shape("\(id)-bar-badge")?.classes == ["badge", "state-unsatisfied"])
        #expect(list.group(id)?.classes == ["guide", "guide-optional", "state-unsatisfied", "for-box"])
        let orange = Theme.light.unsatisfiedGuide
        #expect(list.line("\(id)-bar")?.stroke == DisplayStroke(color: orange, width: 1, dash: [4, 3]))
        #expect(list.shape("\(id)-bar-badge")?.fill == orange)
        #expect(list.badge(id) == "300 @750")
        #expect(list.ids(withClass: "guide-cross").isEmpty)
    }

    @Test func conflictingConstraintsAreRedAndTheBrokenOneIsCrossed() {
        box.snp.makeConstraints { make in make.width.equalTo(150) }
        let list = paint(canvas)
        let broken = "guide-box-width-\(StableHash.hex(box.activeLayoutConstraints[4].description))"
        #expect(list.guides(in: "state-conflict") == ["guide-box-width", broken])
        let red = Theme.light.conflictGuide
        #expect(list.line("guide-box-width-bar")?.stroke.color == red)
        #expect(list.shape("\(broken)-bar-badge")?.fill == red)
        #expect(list.ids(withClass: "guide-cross") == ["\(broken)-cross-1", "\(broken)-cross-2"])
        // The broken bar moved down from box's width bar outside it at y = 68, clear of its badge (y 71–85). Its
        // middle (60, 88) is against its own badge (x 49.5–70.5, y 91–105), so the ✕ slides one step (8 pt) right,
        // to x = 76.
        let bar = list.line("\(broken)-bar")
        expectSegment(bar?.from, bar?.to, 10, 88, 110, 88)
        let one = list.line("\(broken)-cross-1"), two = list.line("\(broken)-cross-2")
        expectSegment(one?.from, one?.to, 73, 85, 79, 91)
        expectSegment(two?.from, two?.to, 73, 91, 79, 85)
        #expect(one?.stroke == DisplayStroke(color: red, width: 1.5))
        #expect(one?.capLength == 0)
    }
}
