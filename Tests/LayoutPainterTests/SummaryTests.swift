import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// The title is the canvas's name (unless it is the default `root`); the summary lists every view's frame and every
/// constraint's description.
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
        #expect(list.summary.split(separator: "\n").map(String.init) == [
            "root: 0,0 400×300",
            "card: 10.5,10.5 379×279 (hidden)",
            "<LayoutConstraint\(location) UIView:card.left == UIView:root.left + 10.5>",
            "<LayoutConstraint\(location) UIView:card.top == UIView:root.top + 10.5>",
            "<LayoutConstraint\(location) UIView:card.right == UIView:root.right - 10.5>",
            "<LayoutConstraint\(location) UIView:card.bottom == UIView:root.bottom - 10.5>",
        ])
    }
}
