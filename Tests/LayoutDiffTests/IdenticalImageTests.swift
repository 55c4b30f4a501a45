import LayoutDiff
import Testing

/// Byte-identical images take the fast path: nothing differs and the diff image is only drawn when read.
@Suite struct IdenticalImageTests {
    @Test func identicalCopiesDifferNowhere() throws {
        let reference = try makeImage(5, 4) { x, y in RGBAColor(grey: UInt8(x * 40 + y)) }
        let copy = try RGBAImage(width: 5, height: 4, pixels: reference.pixels)
        let result = PixelDiff.compare(reference, copy)
        #expect(result.differingPixels == 0)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.ratio == 0)
        #expect(result.differenceBounds == nil)
        #expect(result.totalPixels == 20)
        #expect(result.sizesMatch)
    }

    @Test func theDiffImageIsTheFadedReferenceWhenRead() throws {
        let reference = try makeImage(3, 1) { x, _ in RGBAColor(grey: UInt8(x * 100)) }
        let result = PixelDiff.compare(reference, reference)
        #expect(result.diffImage.size == reference.size)
        // 255 + (level − 255) · 0.1, truncated: 229.5 → 229, 239.5 → 239, 249.5 → 249.
        #expect((0..<3).map { result.diffImage[x: $0, y: 0] } == [229, 239, 249].map { RGBAColor(grey: $0) })
    }

    @Test func emptyImagesAreIdentical() throws {
        let empty = try RGBAImage(width: 0, height: 0)
        let result = PixelDiff.compare(empty, empty)
        #expect(result.differingPixels == 0)
        #expect(result.ratio == 0)
        #expect(result.diffImage.pixels.isEmpty)
    }
}
