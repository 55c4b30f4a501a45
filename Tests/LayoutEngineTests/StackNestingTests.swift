import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Stacks inside stacks: inner stacks size to their content, vend baselines, and count as text for the text-width
/// rule when they hold multi-line labels.
@Suite struct StackNestingTests {
    let canvas = Canvas(width: 400, height: 800)

    @Test func aRowInsideAColumn() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30), c = SizedView("c", 100, 10)
        let inner = StackView(arrangedSubviews: [a, b])
        inner.name = "inner"
        let outer = makeStack(.vertical, [inner, c], in: canvas, spacing: 5)
        let result = canvas.layout()
        #expect(!inner.translatesAutoresizingMaskIntoConstraints)
        expectFrame(outer.frame, 10, 20, 100, 45)
        expectFrame(inner.frame, 0, 0, 100, 30)
        expectFrame(a.frame, 0, 0, 40, 30)
        expectFrame(b.frame, 40, 0, 60, 30)
        expectFrame(c.frame, 0, 35, 100, 10)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aColumnVendsItsFirstAndLastBaselines() {
        let title = stackLabel("title", "ab", size: 20), detail = stackLabel("detail", "cd")
        let column = StackView(arrangedSubviews: [title, detail])
        column.axis = .vertical
        column.name = "column"
        let side = stackLabel("side", "ef")
        let row = makeStack(.horizontal, [side, column], in: canvas, spacing: 4)
        row.alignment = .firstBaseline
        canvas.layout()
        // side.firstBaseline (y + 9) == title's (18)
        expectFrame(side.frame, 0, 9, 10, 12)
        expectFrame(column.frame, 14, 0, 20, 36)
        row.alignment = .lastBaseline
        canvas.layout()
        // side.lastBaseline (y + 9) == detail's (24 + 9)
        expectFrame(side.frame, 0, 24, 10, 12)
        expectFrame(column.frame, 14, 0, 20, 36)
    }

    @Test func aRowVendsItsTallestView() {
        let small = stackLabel("small", "ab"), large = stackLabel("large", "cd", size: 20)
        let inner = StackView(arrangedSubviews: [small, large])
        inner.alignment = .center
        let caption = stackLabel("caption", "x")
        let outer = makeStack(.horizontal, [caption, inner], in: canvas)
        outer.alignment = .firstBaseline
        canvas.layout()
        // large is centred in the row at y 0; caption's baseline (y + 9) matches large's (18)
        expectFrame(large.frame, 10, 0, 20, 24)
        expectFrame(caption.frame, 0, 9, 5, 12)
    }

    @Test func multilineTextSharesTheRowWidth() {
        let left = stackLabel("left", "aaaa aaaa aaaa aaaa", lines: 0)
        let right = stackLabel("right", "bbbb bbbb bbbb bbbb", lines: 0)
        let stack = makeStack(.horizontal, [left, right], in: canvas, width: 100)
        let result = canvas.layout()
        expectFrame(left.frame, 0, 0, 50, 24)
        expectFrame(right.frame, 50, 0, 50, 24)
        expectFrame(stack.frame, 10, 20, 100, 24)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aStackHoldingMultilineTextCountsAsText() {
        let left = stackLabel("left", "aaaa aaaa aaaa aaaa", lines: 0)
        let inner = StackView(arrangedSubviews: [left])
        let right = stackLabel("right", "bbbb bbbb bbbb bbbb", lines: 0)
        makeStack(.horizontal, [inner, right], in: canvas, width: 110, spacing: 10)
        canvas.layout()
        expectFrame(inner.frame, 0, 0, 50, 24)
        expectFrame(right.frame, 60, 0, 50, 24)
    }
}
