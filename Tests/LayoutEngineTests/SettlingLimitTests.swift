import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A measurer whose text is tall when it has room and short when it does not: with a label whose width shrinks as
/// it grows taller, re-measuring never settles.
private struct FlipFlopMeasurer: TextMeasuring {
    func measure(_ request: TextMeasureRequest) -> TextMetrics {
        let tall = (request.maxWidth ?? 0) >= 75
        let height: CGFloat = tall ? 40 : 10
        return TextMetrics(size: CGSize(width: 60, height: height), firstBaseline: 8, lastBaseline: height - 2,
                           lineCount: tall ? 4 : 1)
    }
}

/// Layout re-solves while frame-dependent constants change, up to a limit, and then says so.
@Suite struct SettlingLimitTests {
    @Test func aLayoutThatNeverSettlesStopsWithAWarning() throws {
        let canvas = Canvas(width: 400, height: 400)
        let label = makeLabel("flip", text: "flip", lines: 0, in: canvas)
        label.setContentHuggingPriority(.required, for: .vertical)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        LayoutConstraint(item: label, attribute: .width, relatedBy: .equal, toItem: label, attribute: .height,
                         multiplier: -1, constant: 100).isActive = true
        let result = canvas.layout(measuring: FlipFlopMeasurer())
        #expect(result.diagnostics.map(\.message) == [
            "Layout did not settle after 8 passes; still changing: UILabel:flip (text size). "
                + "Frames are from the last pass.",
        ])
        #expect(result.diagnostics.first?.severity == .warning)
    }

    @Test func labelsSettleInAFewPasses() throws {
        let canvas = Canvas(width: 400, height: 400)
        let label = makeLabel("body", text: "aaaa bbbb cccc dddd", lines: 0, in: canvas)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(20)
        }
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty)
        expectFrame(label.frame, 0, 0, 20, 48)
        #expect(try #require(layoutState(of: canvas)).constantUpdates <= 4)
    }
}
