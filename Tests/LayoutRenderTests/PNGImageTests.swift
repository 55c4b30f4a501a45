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

    @Test("encoding keeps straight RGBA exactly, partial alpha included; colour is 0 where alpha is 0")
    func straightRoundTrip() throws {
        let rgba: [UInt8] = [255, 0, 0, 255, 200, 100, 50, 3, 10, 20, 30, 128, 90, 80, 70, 0]
        let data = try PNGImage(width: 2, height: 2, rgba: rgba).encoded()
        #expect(data[25] == 6) // colour type RGBA
        #expect(try PNGImage(data: data).rgba == [255, 0, 0, 255, 200, 100, 50, 3, 10, 20, 30, 128, 0, 0, 0, 0])
    }

    @Test("an opaque picture is written as RGB and reads back with alpha 255")
    func opaqueAsRGB() throws {
        let list = Fixtures.list(width: 3, height: 2, background: .white,
                                 [Fixtures.rect(CGRect(x: 0, y: 0, width: 1, height: 2), fill: .red)])
        let data = try PNGRenderer(fonts: Fixtures.fonts()).render(list)
        #expect(data[25] == 2) // colour type RGB
        let image = try PNGImage(data: data)
        #expect(image.pixel(x: 0, y: 1) == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(image.pixel(x: 2, y: 0) == RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("a PNG cut short is a libpng decoding error naming the cause")
    func truncated() throws {
        let data = try PNGImage(width: 8, height: 8, rgba: [UInt8](repeating: 200, count: 256)).encoded()
        #expect(throws: RenderError.png(operation: "decode a PNG image", reason: "the PNG data ends early")) {
            try PNGImage(data: data.prefix(data.count - 20))
        }
    }
}
