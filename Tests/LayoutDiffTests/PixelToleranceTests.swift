import LayoutDiff
import Testing

/// Playwright's image-level limits: unset means no differing pixel; both set means the smaller.
@Suite struct PixelToleranceTests {
    /// 100 pixels, `changed` of them black on white.
    static func result(changed: Int, actualWidth: Int = 10) throws -> PixelDiffResult {
        let reference = try makeImage(10, 10)
        let actual = try makeImage(actualWidth, 10) { x, y in y * 10 + x < changed ? .black : .white }
        return PixelDiff.compare(reference, actual, options: PixelDiffOptions(includeAntiAliasing: true))
    }

    @Test func unsetMeansZeroTolerance() throws {
        #expect(PixelTolerance().passes(try Self.result(changed: 0)))
        #expect(!PixelTolerance().passes(try Self.result(changed: 1)))
    }

    @Test func maxDiffPixelsIsInclusive() throws {
        let tolerance = PixelTolerance(maxDiffPixels: 3)
        #expect(tolerance.passes(try Self.result(changed: 3)))
        #expect(!tolerance.passes(try Self.result(changed: 4)))
    }

    @Test func maxDiffPixelRatioIsOfTheReference() throws {
        let tolerance = PixelTolerance(maxDiffPixelRatio: 0.05)
        #expect(tolerance.passes(try Self.result(changed: 5)))
        #expect(!tolerance.passes(try Self.result(changed: 6)))
    }

    @Test func bothLimitsMeanTheSmaller() {
        let tolerance = PixelTolerance(maxDiffPixels: 50, maxDiffPixelRatio: 0.001)
        #expect(tolerance.allowedDifferingPixels(outOf: 10_000) == 10)
        #expect(PixelTolerance(maxDiffPixels: 5, maxDiffPixelRatio: 0.5).allowedDifferingPixels(outOf: 100) == 5)
        #expect(PixelTolerance().allowedDifferingPixels(outOf: 100) == 0)
    }

    @Test func differentSizesNeverPass() throws {
        let result = try Self.result(changed: 0, actualWidth: 11)
        #expect(result.differingPixels == 10)
        #expect(!PixelTolerance(maxDiffPixels: 1000).passes(result))
    }

    @Test func theThresholdFeedsTheComparison() {
        #expect(PixelTolerance(threshold: 0.2).diffOptions == PixelDiffOptions(threshold: 0.2))
    }
}
