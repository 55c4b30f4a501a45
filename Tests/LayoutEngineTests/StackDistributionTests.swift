import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Every distribution along both axes, with frames worked out by hand from UIKit's constraints.
@Suite struct StackDistributionTests {
    let canvas = Canvas(width: 400, height: 800)

    @Test func fillStretchesTheLowestHuggingView() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30)
        b.setContentHuggingPriority(LayoutPriority(249), for: .horizontal)
        let stack = makeStack(.horizontal, [a, b], in: canvas, width: 300, height: 50, spacing: 10)
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 300, 50)
        expectFrame(a.frame, 0, 0, 40, 50)
        expectFrame(b.frame, 50, 0, 250, 50)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func fillCompressesTheLowestResistanceView() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30)
        a.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
        makeStack(.horizontal, [a, b], in: canvas, width: 80, spacing: 10)
        canvas.layout()
        expectFrame(a.frame, 0, 0, 10, 30)
        expectFrame(b.frame, 20, 0, 60, 30)
    }

    @Test func equalHuggingTieGrowsTheFirstView() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 20), c = SizedView("c", 20, 20)
        makeStack(.horizontal, [a, b, c], in: canvas, width: 200)
        canvas.layout()
        expectFrame(a.frame, 0, 0, 120, 20)
        expectFrame(b.frame, 120, 0, 60, 20)
        expectFrame(c.frame, 180, 0, 20, 20)
    }

    @Test func equalResistanceTieShrinksTheFirstView() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 20), c = SizedView("c", 20, 20)
        makeStack(.horizontal, [a, b, c], in: canvas, width: 110)
        canvas.layout()
        expectFrame(a.frame, 0, 0, 30, 20)
        expectFrame(b.frame, 30, 0, 60, 20)
        expectFrame(c.frame, 90, 0, 20, 20)
    }

    @Test func fillVerticallySizesToContent() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30)
        let stack = makeStack(.vertical, [a, b], in: canvas, spacing: 8)
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 60, 58)
        expectFrame(a.frame, 0, 0, 60, 20)
        expectFrame(b.frame, 0, 28, 60, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func fillEquallyHorizontally() {
        let views = (0..<3).map { SizedView("v\($0)", 10, 10) }
        let stack = makeStack(.horizontal, views, in: canvas, width: 300, height: 40, spacing: 10)
        stack.distribution = .fillEqually
        canvas.layout()
        let width: CGFloat = 280 / 3
        for (index, view) in views.enumerated() {
            expectFrame(view.frame, CGFloat(index) * (width + 10), 0, width, 40)
        }
    }

    @Test func fillEquallyVertically() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30)
        let stack = makeStack(.vertical, [a, b], in: canvas, width: 100, height: 300, spacing: 20)
        stack.distribution = .fillEqually
        canvas.layout()
        expectFrame(a.frame, 0, 0, 100, 140)
        expectFrame(b.frame, 0, 160, 100, 140)
    }

    @Test func fillEquallyGrowsToTheLargestIntrinsicSize() {
        let a = SizedView("a", 40, 20), b = SizedView("b", 60, 30)
        let stack = makeStack(.horizontal, [a, b], in: canvas, spacing: 10)
        stack.distribution = .fillEqually
        let result = canvas.layout()
        expectFrame(stack.frame, 10, 20, 130, 30)
        expectFrame(a.frame, 0, 0, 60, 30)
        expectFrame(b.frame, 70, 0, 60, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func equalSpacingSharesTheRoomBetweenGaps() {
        let a = SizedView("a", 40, 10), b = SizedView("b", 60, 10), c = SizedView("c", 30, 10)
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, width: 300, spacing: 10)
        stack.distribution = .equalSpacing
        let result = canvas.layout()
        expectFrame(a.frame, 0, 0, 40, 10)
        expectFrame(b.frame, 125, 0, 60, 10)
        expectFrame(c.frame, 270, 0, 30, 10)
        #expect(stack.gapGuides.map(\.layoutFrame.width) == [85, 85])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func equalSpacingShrinksToTheMinimumGap() {
        let a = SizedView("a", 40, 10), b = SizedView("b", 60, 10), c = SizedView("c", 30, 10)
        let stack = makeStack(.vertical, [a, b, c], in: canvas, spacing: 10)
        stack.distribution = .equalSpacing
        canvas.layout()
        expectFrame(stack.frame, 10, 20, 60, 50)
        expectFrame(b.frame, 0, 20, 60, 10)
        expectFrame(c.frame, 0, 40, 60, 10)
    }

    @Test func equalCenteringSpacesTheCentres() {
        let a = SizedView("a", 40, 10), b = SizedView("b", 60, 10), c = SizedView("c", 30, 10)
        let stack = makeStack(.horizontal, [a, b, c], in: canvas, width: 300, spacing: 10)
        stack.distribution = .equalCentering
        canvas.layout()
        expectFrame(a.frame, 0, 0, 40, 10)
        expectFrame(b.frame, 122.5, 0, 60, 10)
        expectFrame(c.frame, 270, 0, 30, 10)
    }

    @Test func equalCenteringVertically() {
        let a = SizedView("a", 10, 20), b = SizedView("b", 10, 40), c = SizedView("c", 10, 20)
        let stack = makeStack(.vertical, [a, b, c], in: canvas, height: 200)
        stack.distribution = .equalCentering
        canvas.layout()
        expectFrame(a.frame, 0, 0, 10, 20)
        expectFrame(b.frame, 0, 80, 10, 40)
        expectFrame(c.frame, 0, 180, 10, 20)
    }
}
