import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// With `showsBounds`, every drawn view but the canvas gets a faint hairline of its bounds in a layer of its own
/// (``BoundsOutlines``), as Interface Builder's "Show Bounds Rectangles".
@Suite struct BoundsOutlinesTests {
    let canvas = Canvas(width: 400, height: 300)
    let card: View
    let hidden: View

    /// `card` at (10, 20, 100, 50) holding `icon` (5, 5, 20, 20); `hidden` with a subview, not drawn.
    init() {
        card = makeView("card", in: canvas)
        pin(card, 10, 20, 100, 50)
        let icon = makeView("icon", in: card)
        pin(icon, 5, 5, 20, 20)
        hidden = makeView("hidden", in: canvas)
        pin(hidden, 200, 20, 50, 50)
        pin(makeView("inside", in: hidden), 0, 0, 10, 10)
        hidden.isHidden = true
    }

    private func options(_ theme: Theme = .light) -> PaintOptions {
        var options = PaintOptions(guides: .none, theme: theme, padding: 0)
        options.showsBounds = true
        return options
    }

    @Test func eachDrawnViewButTheCanvasIsOutlinedInALayerAboveTheViews() throws {
        let list = paint(canvas, options())
        #expect(list.items.map(\.id) == ["view-root", "view-bounds"])
        #expect(list.group("view-bounds")?.itemIDs == ["bounds-card", "bounds-icon"])
        let outline = try #require(list.shape("bounds-icon"))
        expectRect(outline.rect, 15.25, 25.25, 19.5, 19.5)
        #expect(outline.fill == nil && outline.classes == ["view-bounds"])
        #expect(outline.stroke == DisplayStroke(color: Color(white: 0, alpha: 0.25), width: 0.5))
    }

    @Test func theDarkThemeOutlinesInWhite() {
        let list = paint(canvas, options(.dark))
        #expect(list.shape("bounds-card")?.stroke?.color == Color(white: 1, alpha: 0.33))
    }

    @Test func noOutlinesByDefault() {
        #expect(paint(canvas).item(withID: "view-bounds") == nil)
        #expect(paint(canvas).ids(withClass: "view-bounds").isEmpty)
    }
}
