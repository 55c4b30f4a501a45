import LayoutDiff
import Testing

/// Images of different sizes are compared on a canvas covering both; what only one covers differs.
@Suite struct SizeMismatchTests {
    let reference: RGBAImage
    let actual: RGBAImage

    init() throws {
        reference = try makeImage(4, 4)
        actual = try makeImage(6, 3)
    }

    @Test func reportsBothSizesAndTheCanvas() {
        let result = PixelDiff.compare(reference, actual)
        #expect(result.referenceSize == PixelSize(width: 4, height: 4))
        #expect(result.actualSize == PixelSize(width: 6, height: 3))
        #expect(result.canvasSize == PixelSize(width: 6, height: 4))
        #expect(!result.sizesMatch)
        #expect(result.totalPixels == 24)
    }

    @Test func pixelsOutsideEitherImageDiffer() {
        let result = PixelDiff.compare(reference, actual)
        #expect(result.differingPixels == 24 - 12)
        #expect(result.ratio == 0.5)
        #expect(result.differenceBounds == PixelRect(x: 0, y: 0, width: 6, height: 4))
        #expect(result.count(in: PixelRect(x: 0, y: 0, width: 4, height: 3)) == 0)
        #expect(result.count(in: PixelRect(x: 4, y: 0, width: 2, height: 3)) == 6)
        #expect(result.count(in: PixelRect(x: 0, y: 3, width: 6, height: 1)) == 6)
    }

    @Test func theDiffImageCoversTheCanvas() {
        let diff = PixelDiff.compare(reference, actual).diffImage
        #expect(diff.size == PixelSize(width: 6, height: 4))
        for (x, y) in positions(of: diff) {
            #expect(diff[x: x, y: y] == (x < 4 && y < 3 ? .white : .red))
        }
    }

    @Test func anEmptyImageDiffersEverywhere() throws {
        let result = PixelDiff.compare(try RGBAImage(width: 0, height: 0), try makeImage(2, 3))
        #expect(result.differingPixels == 6)
        #expect(result.canvasSize == PixelSize(width: 2, height: 3))
    }

    @Test func identicalPixelsOfDifferentShapesStillDiffer() throws {
        let wide = try makeImage(4, 1), tall = try makeImage(1, 4)
        #expect(PixelDiff.compare(wide, tall).differingPixels == 16 - 1)
    }
}
