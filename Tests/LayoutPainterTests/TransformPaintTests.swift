import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A view's transform is its group's, about the centre of its frame; the contents keep their laid-out geometry,
/// a flat transform leaves the view undrawn, and moving a picture (a contact sheet's panel) keeps the transform's
/// effect.
@Suite struct TransformPaintTests {
    let canvas = Canvas(width: 300, height: 200)

    @Test func theGroupCarriesTheTransformAboutTheViewsCentre() throws {
        let card = makeView("card", in: canvas)
        card.backgroundColor = .systemBlue
        pin(card, 20, 40, 100, 60)
        card.transform = ViewTransform(scaleX: 2, y: 0.5)
        let list = paint(canvas)
        let group = try #require(list.group("view-card"))
        #expect(group.transform == ViewTransform(a: 2, b: 0, c: 0, d: 0.5, tx: -70, ty: 35))
        expectRect(list.shape("view-card-background")?.rect, 20, 40, 100, 60)
        let centre = try #require(group.transform?.apply(to: CGPoint(x: 70, y: 70)))
        #expect(centre == CGPoint(x: 70, y: 70))
        #expect(list.group("view-root")?.transform == nil, "an identity transform is none")
    }

    @Test func aFlatTransformLeavesTheViewAndItsSubviewsUndrawn() {
        let card = makeView("card", in: canvas)
        makeView("inner", in: card)
        pin(card, 0, 0, 100, 60)
        card.transform = ViewTransform(scaleX: 0, y: 1)
        let list = paint(canvas)
        #expect(list.group("view-card") == nil)
        #expect(list.group("view-inner") == nil)
    }

    @Test func movingAPictureKeepsWhatTheTransformDoes() throws {
        let transform = ViewTransform(rotationAngle: 0.4).about(CGPoint(x: 50, y: 30))
        let group = DisplayItem.group(DisplayGroup(id: "g", classes: [], opacity: 1, clip: nil, items: [],
                                                   transform: transform))
        guard case .group(let moved) = group.translated(dx: 15, dy: -5, idPrefix: "p-") else {
            Issue.record("not a group")
            return
        }
        let point = CGPoint(x: 12, y: 34)
        let expected = transform.apply(to: point)
        let drawn = try #require(moved.transform?.apply(to: CGPoint(x: point.x + 15, y: point.y - 5)))
        #expect(abs(drawn.x - (expected.x + 15)) <= 1e-9 && abs(drawn.y - (expected.y - 5)) <= 1e-9)
    }
}
