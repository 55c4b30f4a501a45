import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Scenes made to crowd the guides keep every legibility rule (``LegibilityReport``): a dense list, small views
/// packed together, long labels under alignment lines, centred views with aspect ratios, a canvas covered in text.
@Suite struct CrowdedSceneTests {
    /// A settings-style list of `count` rows 24 pt tall, each with a title and a value centred in it.
    static func list(rows count: Int, width: CGFloat = 300) -> Canvas {
        let canvas = Canvas(width: width, height: CGFloat(count) * 24 + 40)
        var previous: View?
        for index in 0..<count {
            let row = makeView("row\(index)", in: canvas)
            let title = makeLabel("title\(index)", text: "Setting number \(index)", in: row)
            let value = makeLabel("value\(index)", text: "On", in: row)
            row.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview().inset(8)
                make.height.equalTo(24)
                if let previous { make.top.equalTo(previous.snp.bottom) } else { make.top.equalToSuperview().offset(20) }
            }
            title.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(16)
                make.centerY.equalToSuperview()
                make.trailing.lessThanOrEqualTo(value.snp.leading).offset(-8)
            }
            value.snp.makeConstraints { make in
                make.trailing.equalToSuperview().inset(16)
                make.centerY.equalToSuperview()
            }
            previous = row
        }
        return canvas
    }

    @Test(arguments: [PaintOptions(), PaintOptions(padding: 0), PaintOptions(showsNames: true)])
    func aDenseListIsLegible(options: PaintOptions) {
        let report = LegibilityReport(paint(Self.list(rows: 12), options))
        #expect(report.isClean, "\(report)")
    }

    @Test func smallViewsPackedTogetherAreLegible() {
        let canvas = Canvas(width: 120, height: 120)
        var previous: View?
        for index in 0..<16 {
            let cell = makeView("cell\(index)", in: canvas)
            let tag = makeLabel("tag\(index)", text: "\(index)", in: cell)
            cell.snp.makeConstraints { make in
                make.size.equalTo(20 + index % 3)
                make.top.equalToSuperview().offset(4 + 26 * (index / 4))
                if index % 4 == 0 { make.leading.equalToSuperview().offset(4) }
                else if let previous { make.leading.equalTo(previous.snp.trailing).offset(6) }
            }
            tag.snp.makeConstraints { make in make.center.equalToSuperview() }
            previous = cell
        }
        let report = LegibilityReport(paint(canvas, PaintOptions(padding: 4)))
        #expect(report.isClean, "\(report)")
    }

    @Test func longLabelsUnderAlignmentLinesAreLegible() {
        let canvas = Canvas(width: 320, height: 200)
        let text = String(repeating: "A long caption that wraps ", count: 6)
        let caption = makeLabel("caption", text: text, lines: 0, in: canvas)
        let badge = makeView("badge", in: canvas)
        caption.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(10)
            make.top.equalToSuperview().offset(10)
        }
        badge.snp.makeConstraints { make in
            make.centerX.equalTo(caption)
            make.centerY.equalTo(caption).offset(4)
            make.size.equalTo(12)
        }
        let list = paint(canvas)
        let report = LegibilityReport(list)
        #expect(report.isClean, "\(report)")
        // The centre line stops short of the caption's text; below the text it would run into the badge's width
        // badge (x 152–168, y 69–83), so only the piece above the caption is left.
        let line = list.line("guide-badge-centerX-caption-centerX-line")
        expectSegment(line?.from, line?.to, 160, 6, 160, 9)
        #expect(list.line("guide-badge-centerX-caption-centerX-line-piece-2") == nil)
    }

    /// Centre lines run across the middle of views whose width and height badges sit there too: each line stops short
    /// of every badge but its own guide's (before, eight strokes ran under other guides' badges in this scene).
    @Test func centredViewsWithAspectRatiosKeepTheirBadgesClearOfLines() {
        let canvas = Canvas(width: 375, height: 667)
        let card = makeView("card", in: canvas)
        let avatar = makeView("avatar", in: card)
        let title = makeLabel("title", text: "Centred title", in: card)
        let dot = makeView("dot", in: card)
        card.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.width.equalToSuperview().multipliedBy(0.8)
            make.height.equalTo(card.snp.width).multipliedBy(0.75)
        }
        avatar.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalToSuperview().offset(24)
            make.width.equalToSuperview().multipliedBy(0.3)
            make.height.equalTo(avatar.snp.width)
        }
        title.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(avatar.snp.bottom).offset(12)
        }
        dot.snp.makeConstraints { make in
            make.centerY.equalTo(avatar)
            make.leading.equalTo(avatar.snp.trailing).offset(8)
            make.width.equalTo(dot.snp.height).multipliedBy(2)
            make.height.equalTo(20)
        }
        let list = paint(canvas, PaintOptions())
        let report = LegibilityReport(list)
        #expect(report.isClean, "\(report) \(report.strokesThroughBadges)")
        // card's centre line is cut: it resumes past the badges in its way
        #expect(list.line("guide-card-centerY-root-centerY-line-piece-2") != nil)
    }

    @Test func aCanvasCoveredInTextTurnsGuidesIntoCalloutsWithALegend() {
        let canvas = Canvas(width: 100, height: 60)
        let text = String(repeating: "W", count: 100)
        let page = makeLabel("page", text: text, lines: 0, in: canvas)
        page.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let dot = makeView("dot", in: canvas)
        var widthLine = 0
        dot.snp.makeConstraints { make in
            make.center.equalToSuperview()
            widthLine = #line + 1
            make.width.equalTo(10)
        }
        let list = paint(canvas, PaintOptions())
        let report = LegibilityReport(list)
        #expect(report.isClean, "\(report)")
        let callouts = list.ids(withClass: "callout").filter { !$0.hasPrefix("legend-") }
        #expect(!callouts.isEmpty)
        #expect(list.size.width > 132)
        let legend = list.group("legend")?.items.compactMap { item -> String? in
            if case .text(let text) = item, text.classes == ["legend-text"] { return text.lines.first?.text }
            return nil
        } ?? []
        #expect(legend.count == callouts.count)
        #expect(legend.contains("CrowdedSceneTests.swift:\(widthLine)  UIView:dot.width == 10.0"), "\(legend)")
        #expect(paint(canvas, PaintOptions()) == list)
    }
}
