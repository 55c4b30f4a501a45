import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Uniform, custom and system spacing, margins-relative and baseline-relative arrangements.
@Suite struct StackSpacingTests {
    let canvas = Canvas(width: 400, height: 800)
    let a = SizedView("a", 40, 10), b = SizedView("b", 60, 10), c = SizedView("c", 30, 10)

    @Test func customSpacingReplacesTheGapAfterOneView() {
        let stack = makeStack(.vertical, [a, b, c], in: canvas, spacing: 5)
        stack.setCustomSpacing(20, after: a)
        canvas.layout()
        expectFrame(b.frame, 0, 30, 60, 10)
        expectFrame(c.frame, 0, 45, 60, 10)
        expectFrame(stack.frame, 10, 20, 60, 55)
    }

    @Test func systemSpacingIsEightPoints() {
        let stack = makeStack(.horizontal, [a, b, c], in: canvas)
        stack.spacing = StackView.spacingUseSystem
        stack.setCustomSpacing(StackView.spacingUseSystem, after: b)
        canvas.layout()
        expectFrame(b.frame, 48, 0, 60, 10)
        expectFrame(c.frame, 116, 0, 30, 10)
    }

    @Test func negativeSpacingOverlaps() {
        makeStack(.horizontal, [a, b], in: canvas, spacing: -10)
        canvas.layout()
        expectFrame(b.frame, 30, 0, 60, 10)
    }

    @Test func marginsRelativeArrangementInsetsByTheMargins() {
        let stack = makeStack(.horizontal, [a, b], in: canvas)
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        stack.isLayoutMarginsRelativeArrangement = true
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 120, 20)
        expectFrame(a.frame, 10, 5, 40, 10)
        expectFrame(b.frame, 50, 5, 60, 10)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func marginsAloneChangeNothing() {
        let stack = makeStack(.horizontal, [a, b], in: canvas)
        stack.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 100, 10)
        expectFrame(a.frame, 0, 0, 40, 10)
    }

    @Test func baselineRelativeColumnSpacesBaselines() {
        let first = stackLabel("first", "ab"), second = stackLabel("second", "cd", size: 20)
        let stack = makeStack(.vertical, [first, second], in: canvas, spacing: 20)
        stack.isBaselineRelativeArrangement = true
        canvas.layout()
        expectFrame(first.frame, 0, 0, 20, 12)
        // second.firstBaseline (y + 18) == first.lastBaseline (9) + 20
        expectFrame(second.frame, 0, 11, 20, 24)
        expectFrame(stack.frame, 10, 20, 20, 35)
    }

    @Test func baselineRelativeRowIgnoresTheFlag() {
        let stack = makeStack(.horizontal, [a, b], in: canvas, spacing: 4)
        stack.isBaselineRelativeArrangement = true
        canvas.layout()
        expectFrame(b.frame, 44, 0, 60, 10)
    }
}
