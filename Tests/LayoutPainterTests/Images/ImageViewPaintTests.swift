import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Image views: a PNG as an image item placed by the content mode (a template tinted), a symbol as a glyph or a
/// tinted box with its name where it fits, an empty image (`UIImage()`) as nothing, a missing asset and a JPEG as a crossed box with the name (the JPEG with a warning), and the group's
/// `image-view` class.
@Suite struct ImageViewPaintTests {
    let canvas = Canvas(width: 300, height: 200)

    /// A PNG header of `width` × `height` pixels at `scale` (the painter does not decode).
    static func bitmap(_ width: Int, _ height: Int, scale: CGFloat = 1, format: [UInt8]? = nil) throws -> ImageBitmap {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += (0..<4).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) } }
        return try ImageBitmap(data: Data(format ?? bytes + [8, 6, 0, 0, 0]), scale: scale, path: "/a/art.png")
    }

    @discardableResult
    private func imageView(_ image: Image?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat,
                           _ height: CGFloat) -> ImageView {
        let view = ImageView(image: image)
        view.name = "art"
        canvas.addSubview(view)
        pin(view, x, y, width, height)
        return view
    }

    private func image(_ list: DisplayList, _ id: String) -> DisplayImage? {
        for item in list.flattened { if case .image(let image) = item, image.id == id { return image } }
        return nil
    }

    @Test func aPNGIsAnImageItemPlacedByTheContentMode() throws {
        let view = imageView(Image(content: .bitmap(try Self.bitmap(80, 40, scale: 2)), name: "art"), 10, 20, 100, 60)
        view.contentMode = .scaleAspectFit
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let drawn = try #require(image(list, "image-art"))
        expectRect(drawn.rect, 10, 25, 100, 50)
        #expect(drawn.tint == nil)
        #expect(drawn.bitmap.pixelWidth == 80)
        #expect(list.group("view-art")?.classes == ["view", "image-view"])
        #expect(list.group("view-art")?.itemIDs == ["image-art"])
    }

    @Test func centreKeepsThePointSizeAndATemplateIsTinted() throws {
        let art = Image(content: .bitmap(try Self.bitmap(30, 30, scale: 3)), name: "art")
        let view = imageView(art.withRenderingMode(.alwaysTemplate), 0, 0, 50, 40)
        view.contentMode = .center
        view.tintColor = .systemPink
        let drawn = try #require(image(paint(canvas, PaintOptions(guides: .none, padding: 0)), "image-art"))
        expectRect(drawn.rect, 20, 15, 10, 10)
        #expect(drawn.tint == Color.systemPink.resolved(for: .light))
    }

    @Test func anImageMadeWithATintColorIsDrawnInItWhateverTheView() throws {
        let art = Image(content: .bitmap(try Self.bitmap(30, 30, scale: 3)), name: "art")
        let view = imageView(art.withTintColor(.systemGreen, renderingMode: .alwaysOriginal), 0, 0, 50, 40)
        view.tintColor = .systemPink
        let drawn = try #require(image(paint(canvas, PaintOptions(guides: .none, padding: 0)), "image-art"))
        #expect(drawn.tint == Color.systemGreen.resolved(for: .light))
    }

    @Test func aKnownSymbolIsAGlyphInTheTintTitledWithItsName() throws {
        let view = imageView(Image(systemName: "star.fill"), 0, 0, 100, 40)
        view.contentMode = .center
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let group = try #require(list.group("symbol-art"))
        #expect(group.title == "star.fill")
        #expect(group.classes == ["image-placeholder", "symbol"])
        let star = try #require(list.polygon("symbol-art-glyph-0"))
        #expect(star.points.count == 10)
        expectPoint(star.points[0], 50, 10 + 20 * (0.54 - 0.47))
        #expect(star.fill == Color.systemBlue.resolved(for: .light))
        #expect(list.text("symbol-art-name") == nil)
    }

    @Test func anUnknownSymbolShowsItsWholeNameOnlyWhereItFits() throws {
        let wide = imageView(Image(systemName: "bolt"), 0, 0, 100, 40)
        wide.contentMode = .scaleToFill
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        expectRect(list.shape("symbol-art-box")?.rect, 0, 0, 100, 40)
        #expect(list.text("symbol-art-name")?.lines.map(\.text) == ["bolt"])
        #expect(list.polygon("symbol-art-mark") == nil)

        wide.image = Image(systemName: "music.mic")
        wide.contentMode = .center
        let small = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(small.group("symbol-art")?.title == "music.mic")
        #expect(small.text("symbol-art-name") == nil)
        let mark = try #require(small.polygon("symbol-art-mark"))
        expectPoint(mark.points[0], 50, 20 - 20 * 0.18)
    }

    @Test func aMissingAssetIsACrossedBoxOverTheViewWithTheName() throws {
        imageView(Image(named: "cover", in: .empty), 10, 10, 120, 80)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let box = try #require(list.shape("missing-image-art"))
        expectRect(box.rect, 10.5, 10.5, 119, 79)
        let cross = try #require(list.line("missing-image-art-cross-1"))
        expectSegment(cross.from, cross.to, 10.5, 10.5, 129.5, 89.5)
        #expect(list.text("missing-image-art-name")?.lines.map(\.text) == ["cover"])
        #expect(list.warnings.isEmpty)
    }

    @Test func anEmptyImageDrawsNothing() throws {
        let view = imageView(Image(content: .empty), 10, 10, 120, 80)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-art")?.itemIDs == [])
        #expect(list.warnings.isEmpty)
        #expect(view.intrinsicContentSize == .zero)
        #expect(!Image(content: .empty).isPlaceholder)
    }

    @Test func aJPEGIsAPlaceholderWithAWarning() throws {
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11, 8, 0, 20, 0, 40, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        let bitmap = try ImageBitmap(data: Data(jpeg), scale: 1, path: "/a/photo.jpg")
        imageView(Image(content: .bitmap(bitmap), name: "photo"), 0, 0, 40, 20)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.shape("missing-image-art") != nil)
        #expect(list.warnings.map(\.message) == ["image 'photo' is a JPEG (/a/photo.jpg), which layoutviz does not "
                                                    + "decode; drawn as a placeholder"])
    }

    @Test func anEmptyImageViewDrawsOnlyItsBackground() {
        let view = imageView(nil, 0, 0, 40, 40)
        view.backgroundColor = .red
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.group("view-art")?.itemIDs == ["view-art-background"])
    }
}
