import LayoutDiff
import Testing

/// RGBAImage checks its size and byte count, and reads and writes pixels.
@Suite struct RGBAImageTests {
    @Test func wrapsRawBytes() throws {
        let image = try RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(image.size == PixelSize(width: 2, height: 1))
        #expect(image[x: 1, y: 0] == RGBAColor(red: 5, green: 6, blue: 7, alpha: 8))
    }

    @Test func rejectsAWrongByteCount() {
        #expect(throws: RGBAImageError.byteCountMismatch(expected: 16, actual: 15)) {
            try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 0, count: 15))
        }
    }

    @Test func rejectsNegativeAndAbsurdSizes() {
        #expect(throws: RGBAImageError.invalidSize(width: -1, height: 4)) { try RGBAImage(width: -1, height: 4) }
        #expect(throws: RGBAImageError.invalidSize(width: 4, height: RGBAImage.maximumDimension + 1)) {
            try RGBAImage(width: 4, height: RGBAImage.maximumDimension + 1, pixels: [])
        }
    }

    @Test func allowsEmptyImages() throws {
        let image = try RGBAImage(width: 0, height: 3, pixels: [])
        #expect(image.pixels.isEmpty)
        #expect(image.bounds.isEmpty)
    }

    @Test func fillsAndSetsPixels() throws {
        var image = try RGBAImage(width: 3, height: 2, fill: .white)
        image[x: 2, y: 1] = .red
        #expect(image[x: 0, y: 0] == .white)
        #expect(image[x: 2, y: 1] == .red)
        #expect(Array(image.pixels.suffix(4)) == [255, 0, 0, 255])
        #expect(try RGBAImage(width: 1, height: 1)[x: 0, y: 0] == .clear)
    }

    @Test func readsOptionallyOutsideTheImage() throws {
        let image = try RGBAImage(width: 2, height: 2, fill: .black)
        #expect(image.pixel(x: 1, y: 1) == .black)
        #expect(image.pixel(x: 2, y: 0) == nil)
        #expect(image.pixel(x: 0, y: -1) == nil)
    }

    @Test func describesErrors() {
        #expect(RGBAImageError.invalidSize(width: -1, height: 4).description == "invalid image size -1x4")
        #expect(RGBAImageError.byteCountMismatch(expected: 16, actual: 0).description
            == "RGBA pixels need 16 bytes, got 0")
    }
}
