import LayoutDiff
import Testing

/// Composite review images: reference | diff | actual, each at its own size, aligned to the top.
@Suite struct CompositeTests {
    @Test func placesPanelsLeftToRightWithGaps() throws {
        let composite = try RGBAImage.sideBySide([try makeImage(2, 2, fill: .red), try makeImage(3, 3, fill: .green),
                                                  try makeImage(1, 4, fill: .black)], gap: 1, background: .white)
        #expect(composite.size == PixelSize(width: 2 + 1 + 3 + 1 + 1, height: 4))
        let columns = (0..<8).map { composite[x: $0, y: 0] }
        #expect(columns == [.red, .red, .white, .green, .green, .green, .white, .black])
        #expect(composite[x: 0, y: 2] == .white)
        #expect(composite[x: 4, y: 2] == .green)
        #expect(composite[x: 4, y: 3] == .white)
        #expect(composite[x: 7, y: 3] == .black)
    }

    @Test func aResultComposesReferenceDiffAndActual() throws {
        let reference = try makeImage(2, 1, fill: .black)
        let actual = try makeImage(3, 2, fill: .black)
        let result = PixelDiff.compare(reference, actual)
        let composite = try result.composite(gap: 2, background: .magenta)
        #expect(composite.size == PixelSize(width: 2 + 2 + 3 + 2 + 3, height: 2))
        #expect(composite[x: 0, y: 1] == .magenta)
        #expect(composite[x: 2, y: 0] == .magenta)
        #expect(composite[x: 4, y: 0] == RGBAColor(grey: 229))
        #expect(composite[x: 6, y: 0] == .red)
        #expect(composite[x: 4, y: 1] == .red)
        #expect(composite[x: 9, y: 1] == .black)
    }

    @Test func copiesTransparencyAsItIs() throws {
        let composite = try RGBAImage.sideBySide([try RGBAImage(width: 1, height: 1)], gap: 5, background: .white)
        #expect(composite[x: 0, y: 0] == .clear)
        #expect(composite.size == PixelSize(width: 1, height: 1))
    }

    @Test func refusesCompositesWiderThanTheLimit() throws {
        let wide = try RGBAImage(width: RGBAImage.maximumDimension, height: 1)
        #expect(throws: RGBAImageError.invalidSize(width: 2 * RGBAImage.maximumDimension + 10, height: 1)) {
            try RGBAImage.sideBySide([wide, wide])
        }
    }
}
