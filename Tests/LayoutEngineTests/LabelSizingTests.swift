import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Labels size to their measured text (rounded up to whole points), hugging it at 250 and resisting compression
/// at 750 by default.
@Suite struct LabelSizingTests {
    let canvas = Canvas(width: 400, height: 400)

    @Test func intrinsicSizeFromTheMeasurer() {
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.snp.makeConstraints { make in make.left.top.equalTo(10) }
        let result = canvas.layout()
        expectFrame(label.frame, 10, 10, 25, 12)
        #expect(label.intrinsicContentSize == CGSize(width: 25, height: 12))
        #expect(label.textMetrics?.size == CGSize(width: 25, height: 12))
        #expect(label.textMetrics?.firstBaseline == 9)
        #expect(label.textMetrics?.lineCount == 1)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func sizesRoundUpToWholePoints() {
        let label = makeLabel("title", text: "ab", in: canvas)
        label.font = .systemFont(ofSize: 17)
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 17, 21)
    }

    @Test func emptyTextHasNoSize() {
        let label = makeLabel("title", text: "", in: canvas)
        label.snp.makeConstraints { make in make.left.top.equalTo(0) }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 0, 0)
    }

    @Test func requiredEdgesStretchALabel() {
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.snp.makeConstraints { make in
            make.left.right.top.equalToSuperview()
        }
        canvas.layout()
        expectFrame(label.frame, 0, 0, 400, 12)
    }

    @Test func compressionResistanceBeatsALowerPriority() {
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.lessThanOrEqualTo(10).priority(.medium)
        }
        canvas.layout()
        expectClose(label.frame.size.width, 25)
    }

    @Test func lowerCompressionResistanceGivesWay() {
        let label = makeLabel("title", text: "Hello", in: canvas)
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.lessThanOrEqualTo(10).priority(.medium)
        }
        canvas.layout()
        expectClose(label.frame.size.width, 10)
    }

    @Test func theLabelThatHugsLessStretches() {
        let title = makeLabel("title", text: "Hello", in: canvas)
        let subtitle = makeLabel("subtitle", text: "World", in: canvas)
        title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        title.snp.makeConstraints { make in make.left.top.equalTo(0) }
        subtitle.snp.makeConstraints { make in
            make.left.equalTo(title.snp.right).offset(8)
            make.right.equalToSuperview()
            make.top.equalTo(0)
        }
        let result = canvas.layout()
        expectFrame(title.frame, 0, 0, 25, 12)
        expectFrame(subtitle.frame, 33, 0, 367, 12)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func customViewsUseTheirIntrinsicContentSize() {
        final class Avatar: View {
            override var intrinsicContentSize: CGSize { CGSize(width: 48, height: View.noIntrinsicMetric) }
        }
        let avatar = Avatar()
        avatar.name = "avatar"
        canvas.addSubview(avatar)
        avatar.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
        let result = canvas.layout()
        expectFrame(avatar.frame, 0, 0, 48, 10)
        #expect(result.diagnostics.isEmpty)
    }
}
