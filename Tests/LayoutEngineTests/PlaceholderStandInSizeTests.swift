import Foundation
@testable import LayoutEngine
@testable import LayoutScene
import Testing

/// A placeholder for an undeclared class stands in with Interface Builder's kind of placeholder intrinsic size: its
/// caption's width plus 8 pt a side (the monospaced measurer gives 12 pt text 6 pt per character), 44 pt tall, half a
/// point above UIView's default priorities, as the class's own content would hold it: the file's constraints above
/// them win, and its own views beside it give way first.
@Suite struct PlaceholderStandInSizeTests {
    @Test func aPlaceholderTheConstraintsDoNotSizeTakesItsStandInSize() throws {
        let canvas = Canvas(width: 375, height: 667)
        let header = PlaceholderView(className: "ProfileHeaderView")
        let badge = PlaceholderView(className: "Badge")
        canvas.addSubview(header)
        canvas.addSubview(badge)
        header.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        badge.snp.makeConstraints { make in
            make.top.equalTo(header.snp.bottom).offset(8)
            make.leading.equalToSuperview().offset(16)
        }
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.diagnostics.isEmpty)
        expectFrame(header.frame, 0, 0, 375, 44)
        expectFrame(badge.frame, 16, 52, 46, 44)
    }

    @Test func theFilesConstraintsWinOverIt() throws {
        let canvas = Canvas(width: 375, height: 667)
        let chart = PlaceholderView(className: "ChartView")
        canvas.addSubview(chart)
        chart.snp.makeConstraints { make in
            make.top.leading.equalToSuperview()
            make.width.equalTo(20)
            make.height.equalTo(200)
        }
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.diagnostics.isEmpty)
        expectFrame(chart.frame, 0, 0, 20, 200)
        #expect(chart.measuredIntrinsicSize == CGSize(width: 70, height: 44))
    }

    @Test func aViewOfTheFilesOwnBesideItGivesWayFirst() throws {
        let canvas = Canvas(width: 375, height: 667)
        let title = Label()
        title.text = "Where"
        let card = PlaceholderView(className: "ProfileCardView")
        canvas.addSubview(title)
        canvas.addSubview(card)
        title.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        card.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom)
            make.leading.trailing.bottom.equalToSuperview()
        }
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.diagnostics.isEmpty) // no tie between the label's hugging and the stand-in's
        #expect(card.contentHuggingPriority(for: .vertical) == LayoutPriority(250.5))
        #expect(card.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(750.5))
        expectFrame(title.frame, 0, 0, 375, 667 - 44)
        expectFrame(card.frame, 0, 667 - 44, 375, 44)
    }
}
