import Foundation
import LayoutDiff
import Testing

/// Masked pixels never count and are tinted with the mask colour in the diff image.
@Suite struct MaskTests {
    let reference: RGBAImage
    let actual: RGBAImage

    init() throws {
        reference = try makeImage(8, 8)
        actual = try makeImage(8, 8, [(2, 2, .black), (6, 6, .black)])
    }

    @Test func aMaskedChangeIsNotCounted() {
        let options = PixelDiffOptions(masks: [PixelRect(x: 1, y: 1, width: 3, height: 3)])
        let result = PixelDiff.compare(reference, actual, options: options)
        #expect(result.differingPixels == 1)
        #expect(result.differenceBounds == PixelRect(x: 6, y: 6, width: 1, height: 1))
    }

    @Test func maskedPixelsAreTintedHalfway() {
        let options = PixelDiffOptions(masks: [PixelRect(x: 1, y: 1, width: 3, height: 3)])
        let diff = PixelDiff.compare(reference, actual, options: options).diffImage
        // (faded grey 255 + magenta) / 2 per channel.
        #expect(diff[x: 2, y: 2] == RGBAColor(red: 255, green: 127, blue: 255))
        #expect(diff[x: 1, y: 3] == RGBAColor(red: 255, green: 127, blue: 255))
        #expect(diff[x: 0, y: 0] == .white)
        #expect(diff[x: 6, y: 6] == .red)
    }

    @Test func masksApplyToIdenticalImagesToo() {
        let options = PixelDiffOptions(masks: [PixelRect(x: 0, y: 0, width: 1, height: 1)], maskColor: .black)
        let diff = PixelDiff.compare(reference, reference, options: options).diffImage
        #expect(diff[x: 0, y: 0] == RGBAColor(grey: 127))
    }

    @Test func masksCoverPixelsOutsideASmallerImage() throws {
        let options = PixelDiffOptions(masks: [PixelRect(x: 0, y: 8, width: 8, height: 2)])
        #expect(PixelDiff.compare(reference, try makeImage(8, 10), options: options).differingPixels == 0)
    }

    @Test func masksMayReachPastTheCanvas() {
        let options = PixelDiffOptions(masks: [PixelRect(x: 5, y: 5, width: 100, height: 100),
                                               PixelRect(x: -20, y: -20, width: 5, height: 5)])
        #expect(PixelDiff.compare(reference, actual, options: options).differingPixels == 1)
    }

    @Test func pointRectanglesCoverEveryPixelTheyTouch() {
        #expect(PixelRect(covering: CGRect(x: 1.5, y: 2, width: 3, height: 0.25))
            == PixelRect(x: 1, y: 2, width: 4, height: 1))
        #expect(PixelRect(covering: CGRect(x: 4, y: 4, width: -2, height: -2))
            == PixelRect(x: 2, y: 2, width: 2, height: 2))
        #expect(PixelRect(covering: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)).isEmpty)
    }
}
