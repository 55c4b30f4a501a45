import LayoutDiff
import Testing

/// One changed pixel on a flat page is exactly one difference, where it is, drawn red.
@Suite struct SinglePixelChangeTests {
    let reference: RGBAImage
    let actual: RGBAImage

    init() throws {
        reference = try makeImage(8, 8)
        actual = try makeImage(8, 8, [(3, 4, .black)])
    }

    @Test func countsExactlyOnePixel() {
        let result = PixelDiff.compare(reference, actual)
        #expect(result.differingPixels == 1)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.ratio == 1.0 / 64)
        #expect(result.differenceBounds == PixelRect(x: 3, y: 4, width: 1, height: 1))
    }

    @Test func countsPerRegion() {
        let result = PixelDiff.compare(reference, actual)
        #expect(result.count(in: PixelRect(x: 3, y: 4, width: 1, height: 1)) == 1)
        #expect(result.count(in: PixelRect(x: 0, y: 0, width: 8, height: 4)) == 0)
        #expect(result.count(in: PixelRect(x: 4, y: 0, width: 4, height: 8)) == 0)
        #expect(result.count(in: PixelRect(x: -10, y: -10, width: 100, height: 100)) == 1)
        #expect(result.count(in: PixelRect(x: 20, y: 20, width: 5, height: 5)) == 0)
    }

    @Test func drawsItRedOverAFadedPage() {
        let diff = PixelDiff.compare(reference, actual).diffImage
        #expect(diff[x: 3, y: 4] == .red)
        for (x, y) in positions(of: diff) where (x, y) != (3, 4) {
            #expect(diff[x: x, y: y] == .white)
        }
    }

    @Test func drawsTheSameImageWhenDrawingIsDeferred() {
        let eager = PixelDiff.compare(reference, actual)
        let deferred = PixelDiff.compare(reference, actual, options: PixelDiffOptions(makesDiffImage: false))
        #expect(deferred.differingPixels == 1)
        #expect(deferred.diffImage == eager.diffImage)
    }
}
