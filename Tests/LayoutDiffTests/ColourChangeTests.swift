import LayoutDiff
import Testing

/// A recoloured block counts pixel by pixel; `diffColorAlt` tells darker from lighter.
@Suite struct ColourChangeTests {
    static func page(block: RGBAColor) throws -> RGBAImage {
        try makeImage(10, 10) { x, y in (3..<7).contains(x) && (3..<7).contains(y) ? block : .white }
    }

    @Test func aRecolouredBlockCountsEveryPixel() throws {
        let blue = RGBAColor(red: 0, green: 0, blue: 255)
        let result = PixelDiff.compare(try Self.page(block: .red), try Self.page(block: blue))
        #expect(result.differingPixels == 16)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.differenceBounds == PixelRect(x: 3, y: 3, width: 4, height: 4))
        #expect(result.diffImage[x: 4, y: 4] == .red)
        #expect(result.diffImage[x: 2, y: 2] == .white)
    }

    @Test func darkerPixelsUseTheAlternativeColour() throws {
        let options = PixelDiffOptions(diffColorAlt: .green)
        let light = try Self.page(block: RGBAColor(grey: 200)), dark = try Self.page(block: RGBAColor(grey: 50))
        #expect(PixelDiff.compare(light, dark, options: options).diffImage[x: 3, y: 3] == .green)
        #expect(PixelDiff.compare(dark, light, options: options).diffImage[x: 3, y: 3] == .red)
    }

    @Test func withoutAnAlternativeBothDirectionsUseTheDiffColour() throws {
        let options = PixelDiffOptions(diffColor: .magenta)
        let light = try Self.page(block: RGBAColor(grey: 200)), dark = try Self.page(block: RGBAColor(grey: 50))
        #expect(PixelDiff.compare(light, dark, options: options).diffImage[x: 3, y: 3] == .magenta)
        #expect(PixelDiff.compare(dark, light, options: options).diffImage[x: 3, y: 3] == .magenta)
    }

    @Test func aChangeOfHueAtEqualBrightnessCounts() throws {
        // Same Y, opposite I: the chroma terms alone exceed the threshold.
        let result = PixelDiff.compare(try makeImage(1, 1, fill: RGBAColor(red: 200, green: 100, blue: 100)),
                                       try makeImage(1, 1, fill: RGBAColor(red: 100, green: 151, blue: 100)))
        #expect(result.differingPixels == 1)
    }
}
