import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// With `showsNames`, every view but the canvas gets a tag with its name inside its top-left corner, moved to
/// another corner when text or another tag is already there; guide badges keep off tags.
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

    @Test func guideBadgesAvoidTags() {
        let strip = makeView("strip", in: canvas)
        pin(strip, 10, 130, 100, 10)
        let below = makeView("below", in: canvas)
        pin(below, 40, 145, 100, 100)
        let list = paint(canvas, PaintOptions(showsNames: true, padding: 0))
        // Tags are placed with the views, before the guides: below's tag keeps its top-left corner, and strip's
        // width badge, which would sit at (49.5, 151) over it, slides along its bar.
        let tag = list.shape("tag-below")?.rect
        expectRect(tag, 42, 147, 31, 14)
        let badge = list.shape("guide-strip-width-bar-badge")?.rect
        #expect(badge.map { one in tag.map { !rectsOverlap(one, $0) } ?? false } == true)
    }
}
