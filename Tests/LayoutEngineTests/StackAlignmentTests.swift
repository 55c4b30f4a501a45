import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Every alignment across both axes, with frames worked out by hand from UIKit's constraints.
@Suite struct StackAlignmentTests {
    let canvas = Canvas(width: 400, height: 800)
    let a = SizedView("a", 40, 20)
    let b = SizedView("b", 60, 30)

    private func row(_ alignment: StackView.Alignment, height: CGFloat? = nil) -> StackView {
        let stack = makeStack(.horizontal, [a, b], in: canvas, height: height)
        stack.alignment = alignment
        return stack
    }

    private func column(_ alignment: StackView.Alignment, width: CGFloat? = nil) -> StackView {
        let stack = makeStack(.vertical, [a, b], in: canvas, width: width)
        stack.alignment = alignment
        return stack
    }

    @Test func fillStretchesAcross() {
        let stack = row(.fill)
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 100, 30)
        expectFrame(a.frame, 0, 0, 40, 30)
        expectFrame(b.frame, 40, 0, 60, 30)
    }

    @Test(arguments: [(StackView.Alignment.top, 0.0, 0.0), (.center, 5, 0), (.bottom, 10, 0)])
    func rowSizesToTheTallestView(alignment: StackView.Alignment, aY: CGFloat, bY: CGFloat) {
        let stack = row(alignment)
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 100, 30)
        expectFrame(a.frame, 0, aY, 40, 20)
        expectFrame(b.frame, 40, bY, 60, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [(StackView.Alignment.top, 0.0, 0.0), (.center, 15, 10), (.bottom, 30, 20)])
    func rowInATallerStack(alignment: StackView.Alignment, aY: CGFloat, bY: CGFloat) {
        row(alignment, height: 50)
        let result = canvas.layout()
        expectFrame(a.frame, 0, aY, 40, 20)
        expectFrame(b.frame, 40, bY, 60, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [(StackView.Alignment.leading, 0.0, 0.0), (.center, 30, 20), (.trailing, 60, 40)])
    func columnInAWiderStack(alignment: StackView.Alignment, aX: CGFloat, bX: CGFloat) {
        let stack = column(alignment, width: 100)
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 100, 50)
        expectFrame(a.frame, aX, 0, 40, 20)
        expectFrame(b.frame, bX, 20, 60, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test(arguments: [(StackView.Alignment.leading, 0.0, 0.0), (.center, 10, 0), (.trailing, 20, 0), (.fill, 0, 0)])
    func columnSizesToTheWidestView(alignment: StackView.Alignment, aX: CGFloat, bX: CGFloat) {
        let stack = column(alignment)
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 60, 50)
        expectFrame(a.frame, aX, 0, alignment == .fill ? 60 : 40, 20)
        expectFrame(b.frame, bX, 20, 60, 30)
    }

    @Test func columnLeadingFollowsRightToLeft() {
        canvas.layoutDirection = .rightToLeft
        column(.leading, width: 100)
        canvas.layout()
        expectFrame(a.frame, 60, 0, 40, 20)
        expectFrame(b.frame, 40, 20, 60, 30)
    }

    @Test func rowRunsFromTheRightUnderRightToLeft() {
        canvas.layoutDirection = .rightToLeft
        let stack = makeStack(.horizontal, [a, b], in: canvas, width: 200, spacing: 10)
        stack.distribution = .equalSpacing
        canvas.layout()
        expectFrame(a.frame, 160, 0, 40, 30)
        expectFrame(b.frame, 0, 0, 60, 30)
    }

    @Test func singleViewCentred() {
        let stack = makeStack(.horizontal, [a], in: canvas, height: 50)
        stack.alignment = .center
        let result = canvas.layout()
        expectFrame(a.frame, 0, 15, 40, 20)
        #expect(stack.alignmentSpanner == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func firstBaselines() {
        let small = stackLabel("small", "abcd"), large = stackLabel("large", "ab", size: 20)
        let stack = makeStack(.horizontal, [small, large], in: canvas)
        stack.alignment = .firstBaseline
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 40, 24)
        expectFrame(small.frame, 0, 9, 20, 12)
        expectFrame(large.frame, 20, 0, 20, 24)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func lastBaselinesPinTheBottomToTheFirstView() {
        let small = stackLabel("small", "abcd"), large = stackLabel("large", "ab", size: 20)
        let stack = makeStack(.horizontal, [small, large], in: canvas)
        stack.alignment = .lastBaseline
        canvas.layout()
        expectFrame(small.frame, 0, 9, 20, 12)
        expectFrame(large.frame, 20, 0, 20, 24)
        expectFrame(stack.frame, 10, 20, 40, 21)
    }

    @Test func baselineAlignmentOfAViewWithoutTextUsesItsEdges() {
        let label = stackLabel("label", "ab", size: 20)
        let stack = makeStack(.horizontal, [a, label], in: canvas)
        stack.alignment = .firstBaseline
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 60, 38)
        expectFrame(a.frame, 0, 18, 40, 20)
        expectFrame(label.frame, 40, 0, 20, 24)
    }

    @Test func baselineAlignmentInAColumnActsAsLeading() {
        let stack = column(.firstBaseline, width: 100)
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 100, 50)
        expectFrame(a.frame, 0, 0, 40, 20)
        expectFrame(b.frame, 0, 20, 60, 30)
    }
}
