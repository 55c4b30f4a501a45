import Foundation

/// Pixel comparison implemented from pixelmatch v7.2's published algorithm (YIQ metric), extended to
/// images of different sizes and to masks.
///
/// For each pixel of the canvas (as wide as the wider image and as tall as the taller):
/// - inside a mask: never counted; drawn as `(grey + maskColor) / 2`;
/// - outside either image: counted as different (as odiff does); drawn in `diffColor`;
/// - otherwise the two pixels' bytes are compared; when they differ, their channel differences are
///   `d = c1 − c2`, or, if either is translucent, `d = (c1·a1 − c2·a2 − bg·(a1 − a2)) / 255` with `bg` the
///   pseudo-checkerboard `r = 48 + 159·(k mod 2)`, `g = 48 + 159·(⌊k/φ⌋ mod 2)`, `b = 48 + 159·(⌊k/φ²⌋ mod 2)`
///   (`k` = 4 × pixel index, φ = 1.618033988749895) or 255 without the checkerboard;
///   `y = .29889531dr + .58662247dg + .11448223db`, `i = .59597799dr − .27417610dg − .32180189db`,
///   `q = .21147017dr − .52261711dg + .31114694db`, `Δ = .5053y² + .299i² + .1957q²`, negative when the
///   actual pixel is darker (`y > 0`);
/// - `|Δ| ≤ 35215·threshold²`: unchanged, drawn as the reference's grey faded toward white,
///   `255 + (.29889531r + .58662247g + .11448223b − 255)·alpha·a/255`, truncated;
/// - above it, unless anti-aliasing counts: a pixel that looks anti-aliased in either image (3×3
///   neighbourhood test) is excused and drawn in `antiAliasedColor`;
/// - otherwise it is counted and drawn in `diffColorAlt` when Δ < 0, else `diffColor`.
///
/// ```swift
/// let result = PixelDiff.compare(reference, actual)
/// if result.differingPixels > 0 { try write(result.diffImage) }
/// ```
public enum PixelDiff {
    /// Compares `reference` with `actual`. Never throws: images of different sizes are compared on a
    /// canvas covering both (see ``PixelDiffResult/canvasSize``). Byte-identical images return at once
    /// and draw no diff image until ``PixelDiffResult/diffImage`` is read.
    ///
    /// ```swift
    /// let result = PixelDiff.compare(reference, actual, options: PixelDiffOptions(threshold: 0.2))
    /// print(result.differingPixels, result.ratio, result.differenceBounds ?? "none")
    /// ```
    public static func compare(_ reference: RGBAImage, _ actual: RGBAImage,
                               options: PixelDiffOptions = PixelDiffOptions()) -> PixelDiffResult {
        guard !hasIdenticalBytes(reference, actual) else {
            return PixelDiffResult(reference: reference, actual: actual, options: options,
                                   outcome: PixelComparison.Outcome())
        }
        let outcome = PixelComparison.run(DiffCanvas(reference: reference, actual: actual), options: options,
                                          drawing: options.makesDiffImage)
        return PixelDiffResult(reference: reference, actual: actual, options: options, outcome: outcome)
    }

    private static func hasIdenticalBytes(_ first: RGBAImage, _ second: RGBAImage) -> Bool {
        guard first.size == second.size else { return false }
        return first.pixels.withUnsafeBytes { a in
            second.pixels.withUnsafeBytes { b in
                a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0
            }
        }
    }
}
