import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Hidden arranged subviews collapse along the axis (`'UISV-hiding'` @999.999) and take no gap; they are parked
/// next to their neighbour by `'UISV-spacing-hidden'` @50.
@Suite struct StackHiddenViewTests {
    let canvas = Canvas(width: 400, height: 800)
    let a = SizedView("a", 40, 10), b = SizedView("b", 60, 10), c = SizedView("c", 30, 10)

    @Test func aHiddenMiddleViewTakesNoRoomAndNoGap() {
        b.isHidden = true
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, spacing: 10)
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 80, 10)
        expectFrame(a.frame, 0, 0, 40, 10)
        expectFrame(b.frame, 45, 0, 0, 10)
        expectFrame(c.frame, 50, 0, 30, 10)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aHiddenLastViewSitsAtTheEnd() {
        c.isHidden = true
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, spacing: 10)
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 110, 10)
        expectFrame(c.frame, 110, 0, 0, 10)
    }

    @Test func aHiddenFirstViewSitsAtTheStart() {
        a.isHidden = true
        let stack = makeStack(.vertical, [a, b, c], in: canvas, spacing: 10)
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 60, 30)
        expectFrame(a.frame, 0, 0, 60, 0)
        expectFrame(b.frame, 0, 0, 60, 10)
        expectFrame(c.frame, 0, 20, 60, 10)
    }

    @Test func everyViewHiddenCollapsesTheStack() {
        for view in [a, b, c] { view.isHidden = true }
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, spacing: 10)
        canvas.layout()
        #expect(stack.orderingSpanner != nil)
        expectFrame(stack.frame, 10, 20, 0, 10)
        for view in [a, b, c] { expectFrame(view.frame, 0, 0, 0, 10) }
    }

    @Test func hidingAndShowingAgainRelayouts() {
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, spacing: 10)
        stack.distribution = .fillEqually
        b.isHidden = true
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 90, 10)
        expectFrame(c.frame, 50, 0, 40, 10)
        b.isHidden = false
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 200, 10)
        expectFrame(b.frame, 70, 0, 60, 10)
        expectFrame(c.frame, 140, 0, 60, 10)
    }

    @Test func aRequiredSizeOnAHiddenViewWinsAndTheHidingIsReported() {
        b.isHidden = true
        b.snp.makeConstraints { make in make.width.equalTo(50) }
        makeStack(.horizontal, [a, b, c], in: canvas, spacing: 10)
        let result = canvas.layout()
        expectFrame(b.frame, 45, 0, 50, 10)
        expectFrame(c.frame, 50, 0, 30, 10)
        #expect(result.diagnostics.map(\.message) == [
            "Optional constraint not satisfied (off by 50.0): "
                + "<NSLayoutConstraint 'UISV-hiding' SizedView:b.width == 0.0 @999.999>",
        ])
    }

    @Test func customSpacingOfAHiddenViewHasNoEffect() {
        b.isHidden = true
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, spacing: 10)
        stack.setCustomSpacing(30, after: b)
        canvas.layout()
        expectFrame(c.frame, 50, 0, 30, 10)
    }
}
