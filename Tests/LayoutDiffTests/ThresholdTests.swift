import LayoutDiff
import Testing

/// A pixel differs when its YIQ delta exceeds 35215 · threshold². For a grey step of d levels,
/// y = d · 1.00000001 and i = q = 0, so Δ = 0.5053 · y²: at threshold 0.1 the limit is 352.15, and
/// 26 levels (Δ = 341.58) pass while 27 (Δ = 368.36) fail.
@Suite struct ThresholdTests {
    static func greyStep(_ levels: Int, threshold: Double = 0.1) throws -> Int {
        let reference = try makeImage(1, 1, fill: RGBAColor(grey: 100))
        let actual = try makeImage(1, 1, fill: RGBAColor(grey: UInt8(100 + levels)))
        return PixelDiff.compare(reference, actual, options: PixelDiffOptions(threshold: threshold)).differingPixels
    }

    @Test func twentyFiveAndTwentySixLevelsPassAtTheDefault() throws {
        #expect(try Self.greyStep(25) == 0)
        #expect(try Self.greyStep(26) == 0)
    }

    @Test func twentySevenLevelsFailAtTheDefault() throws {
        #expect(try Self.greyStep(27) == 1)
    }

    @Test func playwrightsThresholdAllowsFiftyTwoLevels() throws {
        // 35215 · 0.04 = 1408.6; 0.5053 · 52² = 1366.3, 0.5053 · 53² = 1419.4.
        #expect(try Self.greyStep(52, threshold: 0.2) == 0)
        #expect(try Self.greyStep(53, threshold: 0.2) == 1)
    }

    @Test func zeroThresholdCountsAnyChange() throws {
        #expect(try Self.greyStep(1, threshold: 0) == 1)
    }

    @Test func theComparisonIsStrict() throws {
        // One level: Δ = 0.5053 · 1.00000001² ≈ 0.50530001; a threshold putting the limit just above passes.
        #expect(try Self.greyStep(1, threshold: (0.50531 / 35215).squareRoot()) == 0)
        #expect(try Self.greyStep(1, threshold: (0.50529 / 35215).squareRoot()) == 1)
    }
}
