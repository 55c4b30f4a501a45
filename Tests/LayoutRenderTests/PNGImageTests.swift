import Foundation
import Testing
@testable import LayoutRender

@Suite("PNG decoding")
struct PNGImageTests {
    @Test("decoding gives straight (not premultiplied) RGBA")
    func straightAlpha() throws {
        let list = Fixtures.list(width: 4, height: 4, background: nil,
                                 [Fixtures.rect(CGRect(x: 0, y: 0, width: 4, height: 4), fill: .red.withAlphaComponent(0.5))])
        let image = try PNGImage(data: PNGRenderer(fonts: Fixtures.fonts()).render(list))
        #expect(image.pixel(x: 1, y: 1).isClose(to: RGBAPixel(red: 255, green: 0, blue: 0, alpha: 128), tolerance: 1))
        #expect(image.rgba.count == 4 * 4 * 4)
    }

    @Test("bytes that are not a PNG are a libpng decoding error", arguments: [Data(), Data("not a png at all".utf8)])
    func notPNG(data: Data) {
        #expect {
            try PNGImage(data: data)
        } throws: { error in
            guard case RenderError.png(let operation, _) = error else { return false }
            return operation == "decode a PNG image"
        }
    }
}
