import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Background images are drawn stretched to the view's bounds: a button's behind its image and title, a navigation
/// bar's under its title; tinted only when they are templates or symbols.
@Suite struct BackgroundImagePaintTests {
    let canvas = Canvas(width: 300, height: 200)

    private func image(_ list: DisplayList, _ id: String) -> DisplayImage? {
        for item in list.flattened { if case .image(let image) = item, image.id == id { return image } }
        return nil
    }

    @Test func aButtonsBackgroundImageIsStretchedBehindItsContent() throws {
        let buy = Button(type: .system)
        buy.name = "buy"
        buy.setTitle("Buy", for: .normal)
        buy.setImage(Image(systemName: "cart")!, for: .normal)
        let bitmap = try ImageViewPaintTests.bitmap(8, 8)
        buy.setBackgroundImage(Image(content: .bitmap(bitmap), name: "pill"), for: .normal)
        canvas.addSubview(buy)
        pin(buy, 10, 20, 160, 44)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let drawn = try #require(image(list, "view-buy-background-image"))
        expectRect(drawn.rect, 10, 20, 160, 44)
        #expect(drawn.tint == nil, "a bitmap keeps its own colours, even in a system button")
        let order = try #require(list.group("view-buy")?.itemIDs)
        #expect(order == ["view-buy-background-image", "view-buy-symbol", "view-buy-title"])
    }

    @Test func aTemplateBackgroundTakesTheTintAndAMissingOneIsCrossedOut() throws {
        let buy = Button(type: .custom)
        buy.name = "buy"
        buy.tintColor = .systemRed
        buy.setBackgroundImage(Image(systemName: "capsule.fill")!, for: .normal)
        canvas.addSubview(buy)
        pin(buy, 0, 0, 100, 40)
        var list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-buy-background-symbol")?.title == "capsule.fill")
        buy.setBackgroundImage(Image(content: .missing("pill"), name: "pill"), for: .normal)
        list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        expectRect(list.shape("view-buy-background-missing-image")?.rect, 0.5, 0.5, 99, 39)
    }

    @Test func aNavigationBarsBackgroundImageCoversTheBarAndAnEmptyOneDrawsNothing() throws {
        let bar = NavigationBar()
        bar.name = "bar"
        canvas.addSubview(bar)
        pin(bar, 0, 0, 300, 44)
        bar.setBackgroundImage(Image(content: .bitmap(try ImageViewPaintTests.bitmap(4, 4)), name: "bar"), for: .default)
        var list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-bar")?.classes == ["view", "navigation-bar"])
        expectRect(image(list, "view-bar-background-image")?.rect, 0, 0, 300, 44)
        bar.setBackgroundImage(Image(content: .empty), for: .default)
        bar.setBackgroundImage(Image(content: .bitmap(try ImageViewPaintTests.bitmap(4, 4)), name: "c"), for: .compact)
        list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.ids.filter { $0.hasPrefix("view-bar-background") }.isEmpty)
    }
}
