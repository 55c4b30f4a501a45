import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Widths and heights are I-bars along the measured side, as technical drawings place dimensions: 8 pt outside the
/// bottom (width) or right (height) edge with the badge further out where there is room, else 8 pt inside with the
/// badge towards the inside (never inside an item thinner than 24 pt across the bar).
@Suite struct SizeGuideTests {
    let canvas = Canvas(width: 400, height: 300)
    let box: View

    /// `box` at (10, 20, 100, 40).
    init() {
        box = makeView("box", in: canvas)
        pin(box, 10, 20, 100, 40)
    }

    @Test func aWidthIsABarOutsideTheBottomEdge() {
        let list = paint(canvas)
        let bar = list.line("guide-box-width-bar")
        expectSegment(bar?.from, bar?.to, 10, 68, 110, 68)
        #expect(bar?.capLength == 6)
        expectRect(list.shape("guide-box-width-bar-badge")?.rect, 49.5, 71, 21, 14)
        #expect(list.badge("guide-box-width") == "100")
    }

    @Test func aHeightIsABarOutsideTheRightEdgeWithItsBadgeOutside() {
        let list = paint(canvas)
        let bar = list.line("guide-box-height-bar")
        expectSegment(bar?.from, bar?.to, 118, 20, 118, 60)
        expectRect(list.shape("guide-box-height-bar-badge")?.rect, 121, 33, 16, 14)
        #expect(list.badge("guide-box-height") == "40")
    }

    @Test func withNoRoomOutsideTheBarGoesInside() {
        let full = makeView("full", in: canvas)
        pin(full, 300, 250, 100, 50)
        let list = paint(canvas)
        let width = list.line("guide-full-width-bar")
        expectSegment(width?.from, width?.to, 300, 292, 400, 292)
        expectRect(list.shape("guide-full-width-bar-badge")?.rect, 339.5, 275, 21, 14)
        let height = list.line("guide-full-height-bar")
        expectSegment(height?.from, height?.to, 392, 250, 392, 300)
    }

    @Test func thinItemsGetTheirBarsOutside() {
        let strip = makeView("strip", in: canvas)
        pin(strip, 10, 100, 20, 10)
        let list = paint(canvas)
        let width = list.line("guide-strip-width-bar")
        expectSegment(width?.from, width?.to, 10, 118, 30, 118)
        expectRect(list.shape("guide-strip-width-bar-badge")?.rect, 12, 121, 16, 14)
        let height = list.line("guide-strip-height-bar")
        expectSegment(height?.from, height?.to, 38, 100, 38, 110)
        expectRect(list.shape("guide-strip-height-bar-badge")?.rect, 41, 98, 16, 14)
    }

    @Test func equalSizesPutABarOnBothItems() {
        let twin = makeView("twin", in: canvas)
        twin.snp.makeConstraints { make in
            make.left.equalTo(200)
            make.top.equalTo(100)
            make.height.equalTo(50)
            make.width.equalTo(box)
        }
        let list = paint(canvas)
        #expect(list.group("guide-twin-width-box-width")?.itemIDs == [
            "guide-twin-width-box-width-bar", "guide-twin-width-box-width-bar-badge",
            "guide-twin-width-box-width-bar-badge-text", "guide-twin-width-box-width-bar-2",
            "guide-twin-width-box-width-bar-2-badge", "guide-twin-width-box-width-bar-2-badge-text",
        ])
        let onTwin = list.line("guide-twin-width-box-width-bar")
        expectSegment(onTwin?.from, onTwin?.to, 200, 158, 300, 158)
        // box's own width bar is at y = 68 with its badge below (y 71–85), so this bar moves down past it, two steps.
        let onBox = list.line("guide-twin-width-box-width-bar-2")
        expectSegment(onBox?.from, onBox?.to, 10, 88, 110, 88)
    }

    @Test func anAspectRatioMeasuresBothSidesOfOneItem() {
        let square = makeView("square", in: canvas)
        square.snp.makeConstraints { make in
            make.left.top.equalTo(200)
            make.width.equalTo(60)
            make.height.equalTo(square.snp.width)
        }
        let list = paint(canvas)
        let height = list.line("guide-square-height-square-width-bar")
        expectSegment(height?.from, height?.to, 268, 200, 268, 260)
        // Outside, but the constant width's bar is at y = 268 with its badge below (y 271–285): three steps down.
        let width = list.line("guide-square-height-square-width-bar-2")
        expectSegment(width?.from, width?.to, 200, 288, 260, 288)
    }
}
