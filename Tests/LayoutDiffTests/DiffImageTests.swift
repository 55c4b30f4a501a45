import LayoutDiff
import Testing

/// Unchanged pixels are drawn as the reference's grey faded toward white:
/// `255 + (0.29889531·r + 0.58662247·g + 0.11448223·b − 255) · alpha · a / 255`, truncated.
/// For (200, 100, 50): y = 59.779062 + 58.662247 + 5.7241115 = 124.1654205.
@Suite struct DiffImageTests {
    static let colour = RGBAColor(red: 200, green: 100, blue: 50)

    /// A 3×3 page of `colour` with one changed corner, so the drawing pass (not the fast path) runs.
    static func diff(alpha: Double) throws -> RGBAImage {
        let reference = try makeImage(3, 3, fill: colour)
        let actual = try makeImage(3, 3, fill: colour, [(2, 2, .black)])
        return PixelDiff.compare(reference, actual, options: PixelDiffOptions(alpha: alpha)).diffImage
    }

    @Test func theDefaultAlphaFadesToNinetyPercentWhite() throws {
        // 255 + (124.1654205 − 255) · 0.1 = 241.917 → 241.
        #expect(try Self.diff(alpha: 0.1)[x: 0, y: 0] == RGBAColor(grey: 241))
    }

    @Test func alphaOneShowsTheBrightness() throws {
        #expect(try Self.diff(alpha: 1)[x: 1, y: 1] == RGBAColor(grey: 124))
    }

    @Test func alphaZeroIsWhite() throws {
        #expect(try Self.diff(alpha: 0)[x: 0, y: 1] == .white)
    }

    @Test func diffImagesAreOpaque() throws {
        let image = try Self.diff(alpha: 0.1)
        #expect(positions(of: image).allSatisfy { image[x: $0.x, y: $0.y].alpha == 255 })
        #expect(image[x: 2, y: 2] == .red)
    }

    @Test func theFastPathDrawsTheSameGreys() throws {
        let page = try makeImage(3, 3, fill: Self.colour)
        #expect(PixelDiff.compare(page, page).diffImage[x: 1, y: 2] == RGBAColor(grey: 241))
    }
}
