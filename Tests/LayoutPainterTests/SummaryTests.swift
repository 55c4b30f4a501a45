import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// The title is the canvas's name (unless it is the default `root`); the summary lists every view's frame and every
/// constraint's description; a picture without words (``PaintOptions/describesScene`` off, as for a PNG) has neither
/// the summary nor guide titles and the same items otherwise.
@Suite struct SummaryTests {
    let canvas = Canvas(width: 400, height: 300)

    @Test func theTitleIsTheCanvasName() {
        #expect(paint(canvas).title == "layoutviz scene")
        canvas.name = "Profile"
        #expect(paint(canvas).title == "Profile")
        canvas.name = nil
        #expect(paint(canvas).title == "layoutviz scene")
    }

    @Test func theSummaryListsViewsThenConstraints() {
        let card = makeView("card", in: canvas)
        card.isHidden = true
        let line = #line + 1
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10.5) }
        let list = paint(canvas)
        let location = "@SummaryTests.swift#\(line)"
        let expected: [String] = [
            "root: 0,0 400×300",
            "card: 10.5,10.5 379×279 (hidden)",
            "<LayoutConstraint\(location) UIView:card.left == UIView:root.left + 10.5>",
            "<LayoutConstraint\(location) UIView:card.top == UIView:root.top + 10.5>",
            "<LayoutConstraint\(location) UIView:card.right == UIView:root.right - 10.5>",
            "<LayoutConstraint\(location) UIView:card.bottom == UIView:root.bottom - 10.5>",
        ]
        #expect(list.summary.split(separator: "\n").map(String.init) == expected)
    }

    @Test func aPictureWithoutWordsHasNoSummaryNorGuideTitlesAndTheSameItems() {
        let card = makeView("card", in: canvas)
        let line = #line + 1
        card.snp.makeConstraints { make in make.top.left.equalToSuperview().offset(8) }
        var wordless = PaintOptions(padding: 0)
        wordless.describesScene = false
        let described = paint(canvas)
        let plain = paint(canvas, wordless)
        let guideID = "guide-card-top-root-top"
        #expect(described.group(guideID)?.title
                == "<LayoutConstraint@SummaryTests.swift#\(line) UIView:card.top == UIView:root.top + 8.0>")
        #expect(plain.group(guideID) != nil)
        #expect(plain.group(guideID)?.title == nil)
        #expect(plain.summary == "")
        #expect(plain.title == described.title)
        #expect(plain.flattened.map(\.id) == described.flattened.map(\.id))
        #expect(plain.size == described.size)
    }
}
