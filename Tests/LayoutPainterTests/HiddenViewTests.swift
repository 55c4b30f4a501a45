import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Hidden views are not drawn, nor are their subviews; they still take part in layout, so their guides remain.
@Suite struct HiddenViewTests {
    let canvas = Canvas(width: 400, height: 300)
    let card: View
    let dot: View

    init() {
        card = makeView("card", in: canvas)
        card.backgroundColor = .red
        pin(card, 10, 20, 200, 100)
        dot = makeView("dot", in: card)
        dot.backgroundColor = .blue
        pin(dot, 5, 5, 10, 10)
    }

    @Test func hiddenViewsAndTheirSubviewsAreNotDrawn() {
        card.isHidden = true
        let list = paint(canvas, PaintOptions(guides: .none, showsNames: true, padding: 0))
        #expect(list.group("view-root")?.itemIDs == [])
        #expect(list.item(withID: "view-dot") == nil)
        #expect(list.item(withID: "tag-card") == nil)
    }

    @Test func aHiddenSubviewLeavesItsSuperviewDrawn() {
        dot.isHidden = true
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-card")?.itemIDs == ["view-card-background"])
    }

    @Test func theConstraintsOfHiddenViewsAreStillDrawn() {
        card.isHidden = true
        let list = paint(canvas)
        #expect(list.group("guide-card-width") != nil)
        #expect(list.group("guide-dot-left-card-left") != nil)
    }
}
