import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// `.fillProportionally`: multipliers from natural lengths, UIKit's priorities, and the fall-back to equal lengths.
@Suite struct StackProportionalFillTests {
    let canvas = Canvas(width: 400, height: 800)
    let a = SizedView("a", 40, 10), b = SizedView("b", 20, 10), c = SizedView("c", 10, 10)

    @Test func lengthsFollowTheNaturalLengths() {
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, width: 140)
        stack.distribution = .fillProportionally
        let result = canvas.layout()
        expectFrame(a.frame, 0, 0, 80, 10)
        expectFrame(b.frame, 80, 0, 40, 10)
        expectFrame(c.frame, 120, 0, 20, 10)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aFreeStackTakesTheNaturalLengthsAndGaps() {
        let stack = makeStack(.vertical, [SizedView("p", 10, 40), SizedView("q", 10, 20)], in: canvas, spacing: 10)
        stack.distribution = .fillProportionally
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 10, 70)
        expectFrame(stack.arrangedSubviews[1].frame, 0, 50, 10, 20)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func multipliersAndPrioritiesAreUIKits() {
        let stack = makeStack(.horizontal, [a, b, c], in: canvas)
        stack.distribution = .fillProportionally
        let descriptions = stackConstraintDescriptions(canvas, "UISV-fill-proportionally")
        #expect(descriptions == [
            "<NSLayoutConstraint 'UISV-fill-proportionally' SizedView:a.width == 0.571429*UIStackView:stack.width @999>",
            "<NSLayoutConstraint 'UISV-fill-proportionally' SizedView:b.width == 0.285714*UIStackView:stack.width @998>",
            "<NSLayoutConstraint 'UISV-fill-proportionally' SizedView:c.width == 0.142857*UIStackView:stack.width @997>",
        ])
    }

    @Test func aSingleViewIsRequired() {
        let stack = makeStack(.horizontal, [a], in: canvas, width: 100)
        stack.distribution = .fillProportionally
        #expect(stackConstraintDescriptions(canvas, "UISV-fill-proportionally") == [
            "<NSLayoutConstraint 'UISV-fill-proportionally' SizedView:a.width == UIStackView:stack.width>",
        ])
    }

    @Test func viewsWithoutNaturalLengthsFallBackToEqualLengths() {
        let p = makeView("p", in: canvas), q = makeView("q", in: canvas)
        let stack = makeStack(.horizontal, [p, q], in: canvas, width: 200, height: 10, spacing: 10)
        stack.distribution = .fillProportionally
        let result = canvas.layout()
        expectFrame(p.frame, 0, 0, 95, 10)
        expectFrame(q.frame, 105, 0, 95, 10)
        #expect(stackConstraintDescriptions(canvas, "UISV-fill-equally") == [
            "<NSLayoutConstraint 'UISV-fill-equally' UIView:q.width == UIView:p.width>",
        ])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aViewWithoutNaturalLengthCollapsesAmongOthers() {
        let p = makeView("p", in: canvas)
        let stack = makeStack(.horizontal, [a, p], in: canvas, width: 100)
        stack.distribution = .fillProportionally
        canvas.layout()
        expectFrame(a.frame, 0, 0, 100, 10)
        expectFrame(p.frame, 100, 0, 0, 10)
    }

    @Test func labelsShareByTheirText() {
        let long = stackLabel("long", "abcdef"), short = stackLabel("short", "ab")
        let stack = makeStack(.horizontal, [long, short], in: canvas, width: 200)
        stack.distribution = .fillProportionally
        canvas.layout()
        expectFrame(long.frame, 0, 0, 150, 12)
        expectFrame(short.frame, 150, 0, 50, 12)
    }
}
