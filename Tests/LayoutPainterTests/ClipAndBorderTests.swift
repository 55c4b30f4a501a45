import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Corner radius rounds the background and the clip; `clipsToBounds` clips the subviews; the border is a stroke
/// inside the bounds drawn above the subviews, as Core Animation draws it.
@Suite struct ClipAndBorderTests {
    let canvas = Canvas(width: 400, height: 300)
    let card: View
    let dot: View

    init() {
        card = makeView("card", in: canvas)
        card.backgroundColor = .white
        pin(card, 10, 20, 200, 100)
        dot = makeView("dot", in: card)
        dot.backgroundColor = .blue
        pin(dot, -5, -5, 30, 30)
    }

    @Test func viewsDoNotClipByDefault() {
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-card")?.clip == nil)
    }

    @Test func clipsToBoundsClipsToTheRoundedFrame() {
        card.clipsToBounds = true
        card.layer.cornerRadius = 12
        let list = paint(canvas, PaintOptions(guides: .none, padding: 8))
        let clip = list.group("view-card")?.clip
        expectRect(clip?.rect, 18, 28, 200, 100)
        #expect(clip?.cornerRadius == 12)
        #expect(list.shape("view-card-background")?.cornerRadius == 12)
    }

    @Test func theCornerRadiusIsAtMostHalfTheShorterSide() {
        card.layer.cornerRadius = 500
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.shape("view-card-background")?.cornerRadius == 50)
    }

    @Test func theBorderIsInsideTheBoundsAboveTheSubviews() {
        card.layer.borderWidth = 4
        card.layer.borderColor = .green
        card.layer.cornerRadius = 10
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-card")?.itemIDs == ["view-card-background", "view-dot", "view-card-border"])
        let border = list.shape("view-card-border")
        expectRect(border?.rect, 12, 22, 196, 96)
        #expect(border?.cornerRadius == 8)
        #expect(border?.fill == nil)
        #expect(border?.stroke == DisplayStroke(color: .green, width: 4))
    }

    @Test func noBorderWithoutWidthOrColour() {
        card.layer.borderWidth = 2
        card.layer.borderColor = nil
        dot.layer.borderWidth = 0
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.item(withID: "view-card-border") == nil)
        #expect(list.item(withID: "view-dot-border") == nil)
    }
}
