import Foundation
import LayoutPainter
import LayoutScene
import Testing
@testable import LayoutRender

/// Image items: a PNG decoded and scaled into its rectangle (pixels probed after decoding the output), a template
/// filled with its tint, the SVG `<image>` with a deterministic data URI, and a damaged PNG drawn as a crossed box.
@Suite("PNG image items")
struct PNGImageItemTests {
    private let red = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255)
    private let blue = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)

    /// A 4 × 2 pixel PNG: left half red, right half blue (right half transparent when `holes`).
    private func artwork(holes: Bool = false) throws -> ImageBitmap {
        var rgba: [UInt8] = []
        for _ in 0..<2 {
            for x in 0..<4 { rgba += x < 2 ? [255, 0, 0, 255] : (holes ? [0, 0, 0, 0] : [0, 0, 255, 255]) }
        }
        let data = try PNGImage(width: 4, height: 2, rgba: rgba).encoded()
        return try ImageBitmap(data: data, scale: 2, path: "art@2x.png")
    }

    private func item(_ bitmap: ImageBitmap, _ rect: CGRect, tint: Color? = nil) -> DisplayItem {
        .image(DisplayImage(id: "image-art", classes: ["image"], rect: rect, bitmap: bitmap, tint: tint))
    }

    @Test("the bitmap is scaled into its rectangle")
    func scaled() throws {
        let list = Fixtures.list([item(try artwork(), CGRect(x: 10, y: 20, width: 40, height: 20))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 12, y: 22) == red)
        #expect(image.pixel(x: 22, y: 38) == red)
        #expect(image.pixel(x: 35, y: 25) == blue)
        #expect(image.pixel(x: 49, y: 39) == blue)
        #expect(image.pixel(x: 9, y: 30) == .white)
        #expect(image.pixel(x: 50, y: 30) == .white)
        #expect(image.pixel(x: 30, y: 40) == .white)
        #expect(image.pixel(x: 30, y: 19) == .white)
    }

    @Test("a template image is its alpha filled with the tint")
    func tinted() throws {
        let green = Color(red: 0, green: 1, blue: 0)
        let list = Fixtures.list([item(try artwork(holes: true), CGRect(x: 0, y: 0, width: 40, height: 20), tint: green)])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 5, y: 10) == RGBAPixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(image.pixel(x: 35, y: 10) == .white)
    }

    @Test("a damaged PNG body draws a crossed box instead of failing")
    func damaged() throws {
        var bytes = [UInt8](try artwork().data)
        bytes.removeLast(30)
        let bitmap = try ImageBitmap(data: Data(bytes), scale: 1, path: "broken.png")
        let list = Fixtures.list([item(bitmap, CGRect(x: 10.5, y: 10.5, width: 40, height: 40))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 30, y: 30) != .white)
        #expect(image.pixel(x: 30, y: 20) == .white)
    }

    @Test("SVG embeds the PNG as a data URI, the same bytes every time")
    func svg() throws {
        let bitmap = try artwork()
        let list = Fixtures.list([item(bitmap, CGRect(x: 10, y: 20, width: 40, height: 20))])
        let writer = SVGWriter(fonts: try Fixtures.fonts())
        let document = try writer.document(list)
        let expected = #"<image id="image-art" class="image" x="10" y="20" width="40" height="20" "#
            + #"preserveAspectRatio="none" href="data:image/png;base64,"# + bitmap.data.base64EncodedString() + #""/>"#
        #expect(document.contains(expected))
        #expect(try writer.document(list) == document)
        let tinted = try writer.document(Fixtures.list([item(bitmap, CGRect(x: 0, y: 0, width: 4, height: 2),
                                                             tint: .systemBlue)]))
        #expect(tinted.contains(#"<mask id="image-art-mask" style="mask-type:alpha">"#))
        #expect(tinted.contains(#"mask="url(#image-art-mask)"/>"#))
    }
}
