import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// With `showsNames`, every view but the canvas gets a tag with its name inside its top-left corner, moved to
/// another corner when a badge or another tag is already there.
@Suite struct NameTagTests {
    let canvas = Canvas(width: 400, height: 300)
    let box: View

    /// `box` at (10, 20, 100, 100).
    init() {
        box = makeView("box", in: canvas)
        pin(box, 10, 20, 100, 100)
    }

    @Test func namesAreTaggedInsideTheTopLeftCorner() {
        let list = paint(canvas, PaintOptions(guides: .none, showsNames: true, padding: 0))
        #expect(list.group("view-box")?.itemIDs == ["tag-box", "tag-box-text"])
        let tag = list.shape("tag-box")
        expectRect(tag?.rect, 12, 22, 21, 14)
        #expect(tag?.cornerRadius == 3)
        #expect(tag?.fill == Theme.light.tagFill)
        #expect(tag?.classes == ["name-tag"])
        let text = list.text("tag-box-text")
        #expect(text?.lines.map(\.text) == ["box"])
        expectPoint(text?.lines.first?.origin, 15, 32)
        #expect(text?.color == Theme.light.tagText)
    }

    @Test func theCanvasHasNoTag() {
        let list = paint(canvas, PaintOptions(guides: .none, showsNames: true, padding: 0))
        #expect(list.item(withID: "tag-root") == nil)
    }

    @Test func namesAreNotShownByDefault() {
        #expect(paint(canvas).ids(withClass: "name-tag").isEmpty)
    }

    @Test func unnamedViewsShowTheirPathName() {
        let unnamed = makeView(nil, in: box)
        pin(unnamed, 50, 50, 40, 40)
        let list = paint(canvas, PaintOptions(guides: .none, showsNames: true, padding: 0))
        #expect(list.text("tag-_0.0-text")?.lines.map(\.text) == ["#0.0"])
    }

    @Test func aTagMovesToAFreeCornerWhenAnotherIsThere() {
        let pad = makeView("pad", in: box)
        pin(pad, 0, 0, 40, 50)
        let list = paint(canvas, PaintOptions(guides: .none, showsNames: true, padding: 0))
        expectRect(list.shape("tag-pad")?.rect, 12, 54, 21, 14)
    }

    @Test func tagsAvoidGuideBadges() {
        let strip = makeView("strip", in: canvas)
        pin(strip, 10, 130, 100, 10)
        let below = makeView("below", in: canvas)
        pin(below, 40, 145, 100, 100)
        let list = paint(canvas, PaintOptions(showsNames: true, padding: 0))
        // strip's width badge sits below it at (49.5, 151), over below's top-left corner.
        expectRect(list.shape("guide-strip-width-bar-badge")?.rect, 49.5, 151, 21, 14)
        expectRect(list.shape("tag-below")?.rect, 107, 147, 31, 14)
    }
}
