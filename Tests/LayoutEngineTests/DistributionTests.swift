import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Masonry's distributions, with the frames Masonry gives. The superview is away from the canvas origin, so the
/// fixed-length form (multipliers on the superview's tail) only works in the superview's own bounds.
@Suite struct DistributionTests {
    let canvas = Canvas(width: 400, height: 800)
    let container: View

    init() {
        container = makeView("container", in: canvas)
        pin(container, 10, 100, 320, 600)
    }

    private func views(_ count: Int) -> [View] {
        (0..<count).map { makeView("v\($0)", in: container) }
    }

    @Test func fixedSpacingHorizontally() {
        let row = views(3)
        row.snp.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
        row.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.height.equalTo(10)
        }
        let result = canvas.layout()
        expectFrame(row[0].frame, 5, 0, 90, 10)
        expectFrame(row[1].frame, 115, 0, 90, 10)
        expectFrame(row[2].frame, 225, 0, 90, 10)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func fixedSpacingVertically() {
        let column = views(4)
        column.snp.distributeViews(along: .vertical, fixedSpacing: 10, leadSpacing: 0, tailSpacing: 30)
        column.snp.makeConstraints { make in make.left.right.equalToSuperview() }
        canvas.layout()
        let height: CGFloat = (600 - 30 - 30) / 4
        for (index, view) in column.enumerated() {
            expectFrame(view.frame, 0, CGFloat(index) * (height + 10), 320, height)
        }
    }

    @Test func fixedItemLengthVerticallyWithThreeViews() {
        let column = views(3)
        column.snp.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
        column.snp.makeConstraints { make in make.left.right.equalToSuperview() }
        let result = canvas.layout()
        expectFrame(column[0].frame, 0, 30, 320, 30)
        expectFrame(column[1].frame, 0, 600 * 0.5 - 70 - 30, 320, 30)
        expectFrame(column[2].frame, 0, 370, 320, 30)
        expectFrame(result.absoluteFrame(of: column[1]), 10, 300, 320, 30)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func fixedItemLengthVerticallyWithFourViewsHasEqualGaps() {
        let column = views(4)
        column.snp.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
        column.snp.makeConstraints { make in make.left.right.equalToSuperview() }
        canvas.layout()
        let gap: CGFloat = (600 - 30 - 200 - 4 * 30) / 3
        for (index, view) in column.enumerated() {
            expectFrame(view.frame, 0, 30 + CGFloat(index) * (30 + gap), 320, 30)
        }
    }

    @Test func fixedItemLengthHorizontally() {
        let row = views(3)
        row.snp.distributeViews(along: .horizontal, fixedItemLength: 40, leadSpacing: 10, tailSpacing: 30)
        row.snp.makeConstraints { make in
            make.top.equalTo(0)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(row[0].frame, 10, 0, 40, 10)
        expectFrame(row[1].frame, 320 * 0.5 + 10 - 40, 0, 40, 10)
        expectFrame(row[2].frame, 250, 0, 40, 10)
    }
}
