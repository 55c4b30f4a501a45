import LayoutDiff
import Testing

/// Translucent pixels are compared after blending over pixelmatch v7's pseudo-checkerboard, or over white.
@Suite struct AlphaBlendingTests {
    /// The checkerboard at pixels 0…3 (byte offsets k = 0, 4, 8, 12): r = 48 + 159·(k mod 2) = 48,
    /// g = 48 + 159·(⌊k/φ⌋ mod 2): ⌊0, 2.47, 4.94, 7.42⌋ → 48, 48, 48, 207,
    /// b = 48 + 159·(⌊k/φ²⌋ mod 2): ⌊0, 1.53, 3.06, 4.58⌋ → 48, 207, 207, 48.
    static let checkerboard = [RGBAColor(red: 48, green: 48, blue: 48), RGBAColor(red: 48, green: 48, blue: 207),
                               RGBAColor(red: 48, green: 48, blue: 207), RGBAColor(red: 48, green: 207, blue: 48)]

    @Test func transparentEqualsTheCheckerboardBehindIt() throws {
        let transparent = try RGBAImage(width: 4, height: 1)
        let opaque = try makeImage(4, 1) { x, _ in Self.checkerboard[x] }
        #expect(PixelDiff.compare(transparent, opaque).differingPixels == 0)
        #expect(PixelDiff.compare(opaque, transparent).differingPixels == 0)
    }

    @Test func transparentEqualsWhiteWithoutTheCheckerboard() throws {
        let options = PixelDiffOptions(checkerboard: false)
        let transparent = try RGBAImage(width: 4, height: 1)
        let white = try makeImage(4, 1, fill: .white)
        #expect(PixelDiff.compare(transparent, white, options: options).differingPixels == 0)
        let opaque = try makeImage(4, 1) { x, _ in Self.checkerboard[x] }
        #expect(PixelDiff.compare(transparent, opaque, options: options).differingPixels == 4)
    }

    @Test func transparentAgainstOpaqueWhiteDiffersOnTheCheckerboard() throws {
        let result = PixelDiff.compare(try RGBAImage(width: 4, height: 1), try makeImage(4, 1, fill: .white))
        #expect(result.differingPixels == 4)
    }

    @Test func fullyTransparentPixelsOfAnyColourAreEqual() throws {
        let clearRed = try makeImage(3, 3, fill: RGBAColor(red: 255, green: 0, blue: 0, alpha: 0))
        let clearWhite = try makeImage(3, 3, fill: RGBAColor(red: 255, green: 255, blue: 255, alpha: 0))
        #expect(PixelDiff.compare(clearRed, clearWhite).differingPixels == 0)
    }

    @Test func anOpacityChangeAloneCounts() throws {
        let opaque = try makeImage(1, 1, fill: .red)
        let faint = try makeImage(1, 1, fill: RGBAColor(red: 255, green: 0, blue: 0, alpha: 20))
        #expect(PixelDiff.compare(opaque, faint).differingPixels == 1)
    }

    @Test func translucentPixelsFadeFurtherInTheDiffImage() throws {
        // 255 + (124.1654205 − 255) · 0.1 · 128 / 255 = 248.43 → 248.
        let image = try makeImage(2, 1, fill: RGBAColor(red: 200, green: 100, blue: 50, alpha: 128))
        #expect(PixelDiff.compare(image, image).diffImage[x: 0, y: 0] == RGBAColor(grey: 248))
    }
}
