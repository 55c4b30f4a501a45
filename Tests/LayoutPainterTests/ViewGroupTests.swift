import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Each visible view is a group `view-<name>` in tree order, holding its background shape and its subviews' groups,
/// in canvas coordinates moved by the padding.
@Suite struct ViewGroupTests {
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

    @Test func oneGroupPerViewInTreeOrder() {
        let unnamed = makeView(nil, in: canvas)
        pin(unnamed, 0, 200, 50, 50)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.items.map(\.id) == ["view-root"])
        #expect(list.group("view-root")?.itemIDs == ["view-card", "view-_1"])
        #expect(list.group("view-card")?.itemIDs == ["view-card-background", "view-dot"])
        #expect(list.group("view-card")?.classes == ["view"])
        #expect(list.ids(withClass: "view") == ["view-root", "view-card", "view-dot", "view-_1"])
    }

    @Test func backgroundsAreShapesAtTheAbsoluteFrames() {
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let background = list.shape("view-card-background")
        expectRect(background?.rect, 10, 20, 200, 100)
        #expect(background?.fill == .red)
        #expect(background?.stroke == nil)
        #expect(background?.classes == ["view-background"])
        expectRect(list.shape("view-dot-background")?.rect, 15, 25, 10, 10)
    }

    @Test func viewsWithoutAColourHaveNoBackgroundInTheLightTheme() {
        card.backgroundColor = nil
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.shape("view-card-background") == nil)
        #expect(list.shape("view-root-background") == nil)
    }

    @Test func clearBackgroundsAreNotDrawn() {
        card.backgroundColor = .clear
        let list = paint(canvas, PaintOptions(guides: .none, theme: .dark, padding: 0))
        #expect(list.shape("view-card-background") == nil)
    }

    @Test func theCanvasColourIsDrawnAsAView() {
        canvas.backgroundColor = .systemGray6
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        expectRect(list.shape("view-root-background")?.rect, 0, 0, 400, 300)
        #expect(list.shape("view-root-background")?.fill == Color.systemGray6.resolved(for: .light))
        #expect(list.background == Theme.light.background)
    }

    @Test func paddingMovesEverythingAndGrowsThePicture() {
        let list = paint(canvas, PaintOptions(guides: .none, padding: 16))
        #expect(list.size == CGSize(width: 432, height: 332))
        expectRect(list.shape("view-card-background")?.rect, 26, 36, 200, 100)
        expectRect(list.shape("view-dot-background")?.rect, 31, 41, 10, 10)
    }

    @Test func theDefaultPaddingIs16() {
        #expect(PaintOptions().padding == 16)
        let measurer = MonospacedTextMeasurer()
        let list = Painter().paint(canvas, result: canvas.layout(measuring: measurer), measuring: measurer)
        #expect(list.size == CGSize(width: 432, height: 332))
    }

    @Test func alphaBecomesTheGroupsOpacity() {
        card.alpha = 0.4
        dot.alpha = 7
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-card")?.opacity == 0.4)
        #expect(list.group("view-dot")?.opacity == 1)
        #expect(list.group("view-root")?.opacity == 1)
    }
}
