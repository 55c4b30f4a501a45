import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Buttons draw their image inside their group, where ``ButtonContentLayout`` puts it, in the image colour:
/// symbols as glyphs, bitmaps as image items.
@Suite struct ButtonImagePaintTests {
    let canvas = Canvas(width: 300, height: 200)

    private func add(_ button: Button, _ name: String) -> Button {
        button.name = name
        canvas.addSubview(button)
        button.snp.makeConstraints { make in make.left.equalTo(10); make.top.equalTo(20) }
        return button
    }

    @Test func aSystemButtonsSymbolLeadsItsTitleInTheTint() throws {
        let play = add(Button(type: .system), "play")
        play.setTitle("Play", for: .normal)
        play.setImage(Image(systemName: "play.fill"), for: .normal)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-play-symbol")?.title == "play.fill")
        let triangle = try #require(list.polygon("view-play-symbol-glyph-0"))
        #expect(triangle.fill == Color.systemBlue.resolved(for: .light))
        expectPoint(triangle.points[0], 10 + 0.24 * 20, 20 + 0.13 * 20)
        expectPoint(triangle.points[1], 10 + 0.86 * 20, 30)
        let title = try #require(list.text("view-play-title"))
        expectPoint(title.lines.first?.origin, 30, 20 + 1 + 13.5)
    }

    @Test func imageEdgeInsetsMoveTheImageByHalfTheirDifference() throws {
        let play = add(Button(type: .system), "play")
        play.setImage(Image(systemName: "stop"), for: .normal)
        play.imageEdgeInsets = EdgeInsets(top: 4, left: 0, bottom: 0, right: 10)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let square = try #require(list.polygon("view-play-symbol-glyph-0"))
        expectPoint(square.points[0], 10 - 5 + 0.18 * 20, 20 + 2 + 0.18 * 20)
        #expect(square.fill == nil)
        #expect(square.stroke?.color == Color.systemBlue.resolved(for: .light))
    }

    @Test func aFilledConfigurationDrawsItsImageInWhiteAboveTheTitle() throws {
        var configuration = ButtonConfiguration.filled()
        configuration.title = "Like"
        configuration.image = Image(systemName: "heart.fill")
        configuration.imagePlacement = .top
        configuration.imagePadding = 4
        _ = add(Button(configuration: configuration), "like")
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        // 4 × 8.5 = 34 + 24 wide: the 20-pt image is centred at x 10 + 29, 7 below the top.
        expectRect(list.shape("view-like-background")?.rect, 10, 20, 58, 59)
        let heart = try #require(list.polygon("view-like-symbol-glyph-0"))
        #expect(heart.fill == .white)
        let xs = heart.points.map(\.x), ys = heart.points.map(\.y)
        #expect(xs.min()! >= 29 && xs.max()! <= 49)
        #expect(ys.min()! >= 27 && ys.max()! <= 47)
    }

    @Test func aBitmapImageOfACustomButtonKeepsItsColours() throws {
        let bitmap = try ImageViewPaintTests.bitmap(48, 48, scale: 2)
        let avatar = add(Button(type: .custom), "avatar")
        avatar.setImage(Image(content: .bitmap(bitmap), name: "art"), for: .normal)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let image = try #require(list.flattened.compactMap { item -> DisplayImage? in
            if case .image(let image) = item, image.id == "view-avatar-image" { return image }
            return nil
        }.first)
        expectRect(image.rect, 10, 20, 24, 24)
        #expect(image.tint == nil)
    }
}
