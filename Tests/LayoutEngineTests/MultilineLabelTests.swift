import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Multi-line labels wrap at the width layout gives them: the height is re-measured after solving and the layout
/// solved again, while the intrinsic width stays the unwrapped width.
@Suite struct MultilineLabelTests {
    let canvas = Canvas(width: 400, height: 400)
    let column: View

    init() {
        column = makeView("column", in: canvas)
        pin(column, 0, 0, 40, 400)
    }

    @Test func wrapsAtTheSolvedWidthAndPushesTheNextViewDown() {
        let label = makeLabel("body", text: "aaaa bbbb cccc", lines: 0, in: column)
        label.snp.makeConstraints { make in make.left.right.top.equalToSuperview() }
        let below = makeView("below", in: column)
        below.snp.makeConstraints { make in
            make.top.equalTo(label.snp.bottom).offset(8)
            make.left.right.equalToSuperview()
            make.height.equalTo(10)
        }
        let result = canvas.layout()
        expectFrame(label.frame, 0, 0, 40, 36)
        expectFrame(below.frame, 0, 44, 40, 10)
        #expect(label.intrinsicContentSize == CGSize(width: 70, height: 36))
        #expect(label.textMetrics?.lineCount == 3)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func preferredMaxLayoutWidthSetsTheWrappingWidth() {
        let label = makeLabel("body", text: "aaaa bbbb cccc", lines: 0, in: canvas)
        label.preferredMaxLayoutWidth = 50
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 45, 24)
    }

    @Test func numberOfLinesLimitsTheHeight() {
        let label = makeLabel("body", text: "aa bb cc dd", lines: 2, in: column)
        label.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(10)
        }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 10, 24)
    }

    @Test func aSingleLineLabelDoesNotWrap() {
        let label = makeLabel("body", text: "aaaa bbbb cccc", in: column)
        label.snp.makeConstraints { make in make.left.right.top.equalToSuperview() }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 40, 12)
    }

    @Test func aWiderColumnRewrapsOnTheNextLayout() {
        let label = makeLabel("body", text: "aaaa bbbb cccc", lines: 0, in: column)
        label.snp.makeConstraints { make in make.left.right.top.equalToSuperview() }
        canvas.layout()
        column.snp.updateConstraints { make in make.width.equalTo(50) }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 50, 24)
    }
}
