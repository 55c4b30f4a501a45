import LayoutDiff
import Testing

/// A black-to-white edge with one grey anti-aliased column, moved right by one pixel: the two columns that
/// change look anti-aliased, so they are excused (unless anti-aliasing counts).
@Suite struct AntiAliasingTests {
    static let width = 12, height = 6
    let reference: RGBAImage
    let actual: RGBAImage

    init() throws {
        reference = try Self.edge(greyColumn: 5)
        actual = try Self.edge(greyColumn: 6)
    }

    /// Black left of `greyColumn`, mid-grey on it, white right of it.
    static func edge(greyColumn: Int) throws -> RGBAImage {
        try makeImage(width, height) { x, _ in
            x < greyColumn ? .black : x == greyColumn ? RGBAColor(grey: 128) : .white
        }
    }

    @Test func aShiftedAntiAliasedEdgeIsExcused() {
        let result = PixelDiff.compare(reference, actual)
        #expect(result.differingPixels == 0)
        #expect(result.antiAliasedPixels == 2 * Self.height)
        #expect(result.differenceBounds == nil)
    }

    @Test func excusedPixelsAreDrawnYellow() {
        let diff = PixelDiff.compare(reference, actual).diffImage
        for y in 0..<Self.height {
            #expect(diff[x: 5, y: y] == .yellow)
            #expect(diff[x: 6, y: y] == .yellow)
            #expect(diff[x: 4, y: y] == RGBAColor(grey: 229))
        }
    }

    @Test func includingAntiAliasingCountsThem() {
        let result = PixelDiff.compare(reference, actual, options: PixelDiffOptions(includeAntiAliasing: true))
        #expect(result.differingPixels == 2 * Self.height)
        #expect(result.antiAliasedPixels == 0)
        #expect(result.differenceBounds == PixelRect(x: 5, y: 0, width: 2, height: Self.height))
        #expect(result.diffImage[x: 5, y: 0] == .red)
    }

    @Test func aHardEdgeThatMovesIsNotAntiAliasing() throws {
        let hardReference = try makeImage(Self.width, Self.height) { x, _ in x < 5 ? .black : .white }
        let hardActual = try makeImage(Self.width, Self.height) { x, _ in x < 6 ? .black : .white }
        let result = PixelDiff.compare(hardReference, hardActual)
        #expect(result.differingPixels == Self.height)
        #expect(result.antiAliasedPixels == 0)
    }

    @Test func aCustomColourMarksAntiAliasing() {
        let diff = PixelDiff.compare(reference, actual, options: PixelDiffOptions(antiAliasedColor: .green)).diffImage
        #expect(diff[x: 6, y: 3] == .green)
    }
}
