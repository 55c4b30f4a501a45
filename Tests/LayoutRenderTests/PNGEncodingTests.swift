import Foundation
@testable import LayoutRender
import Testing

/// Encoding straight RGBA pixels as PNG and decoding them back.
@Suite struct PNGEncodingTests {
    @Test func opaquePixelsRoundTripExactly() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 128, 255, 255, 10, 20, 30, 255, 0, 0, 0, 255]
        let image = try PNGImage(width: 2, height: 2, rgba: pixels)
        let decoded = try PNGImage(data: image.encoded())
        #expect(decoded == image)
    }

    @Test func transparencySurvivesWithinOneLevel() throws {
        let image = try PNGImage(width: 1, height: 2, rgba: [200, 100, 50, 128, 0, 0, 0, 0])
        let decoded = try PNGImage(data: image.encoded())
        #expect(decoded.rgba[3] == 128)
        for (original, back) in zip(image.rgba.prefix(3), decoded.rgba.prefix(3)) {
            #expect(abs(Int(original) - Int(back)) <= 1)
        }
        #expect(decoded.pixel(x: 0, y: 1).alpha == 0)
    }

    @Test func mismatchedByteCountIsRefused() {
        #expect(throws: RenderError.invalidCanvasSize(width: 2, height: 2)) {
            try PNGImage(width: 2, height: 2, rgba: [0, 0, 0, 255])
        }
    }
}
