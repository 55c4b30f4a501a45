import Foundation
@testable import LayoutEngine
@testable import LayoutScene
import Testing

/// A placeholder for an undeclared class stands in with Interface Builder's kind of placeholder intrinsic size: its
/// caption's width plus 8 pt a side (the monospaced measurer gives 12 pt text 6 pt per character), 44 pt tall, half a
/// point below UIView's default priorities, so the file's own constraints and views win.
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

    @Test func aViewOfTheFilesOwnKeepsItsSizeBesideIt() throws {
        let canvas = Canvas(width: 375, height: 667)
        let title = Label()
        title.text = "Where"
        let map = PlaceholderView(className: "MKMapView")
        canvas.addSubview(title)
        canvas.addSubview(map)
        title.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        map.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom)
            make.leading.trailing.bottom.equalToSuperview()
        }
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(result.diagnostics.isEmpty) // no tie between the label's hugging and the stand-in's
        #expect(map.contentHuggingPriority(for: .vertical) == LayoutPriority(249.5))
        #expect(map.contentCompressionResistancePriority(for: .vertical) == LayoutPriority(749.5))
        expectFrame(map.frame, 0, title.frame.height, 375, 667 - title.frame.height)
        #expect(title.frame.height == title.measuredIntrinsicSize.height)
    }
}
