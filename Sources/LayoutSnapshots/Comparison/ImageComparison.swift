import Foundation
import LayoutDiff
import LayoutRender

/// Two PNGs compared by their decoded pixels (never their bytes) with pixelmatch's metric, a tolerance
/// and masks.
///
/// ```swift
/// let comparison = try ImageComparison.compare(referencePNG: old, actualPNG: new,
///                                              tolerance: PixelTolerance(maxDiffPixels: 10))
/// if !comparison.passes { print(comparison.pixelSummary) } // 1234 pixels (1.17%) differ beyond threshold 0.1
/// ```
public struct ImageComparison: Sendable {
    /// The pixel diff.
    ///
    /// ```swift
    /// comparison.result.differingPixels // 1234
    /// ```
    public let result: PixelDiffResult
    /// The tolerance the diff was judged with.
    ///
    /// ```swift
    /// comparison.tolerance.threshold // 0.1
    /// ```
    public let tolerance: PixelTolerance

    /// Decodes both PNGs and compares them; throws ``ImageComparisonError`` naming the image that is not a
    /// readable PNG. `masks` are in the images' pixels.
    ///
    /// ```swift
    /// let comparison = try ImageComparison.compare(referencePNG: old, actualPNG: new,
    ///                                              masks: [PixelRect(x: 600, y: 24, width: 120, height: 40)])
    /// ```
    public static func compare(referencePNG: Data, actualPNG: Data, tolerance: PixelTolerance = PixelTolerance(),
                               masks: [PixelRect] = []) throws(ImageComparisonError) -> ImageComparison {
        let reference = try decode(referencePNG, as: .reference)
        let actual = try decode(actualPNG, as: .actual)
        var options = tolerance.diffOptions
        options.masks = masks
        return ImageComparison(result: PixelDiff.compare(reference, actual, options: options), tolerance: tolerance)
    }

    /// Whether the images are the same size and differ in no more pixels than the tolerance allows.
    ///
    /// ```swift
    /// #expect(comparison.passes)
    /// ```
    public var passes: Bool { tolerance.passes(result) }

    /// `1234 pixels (1.17%) differ beyond threshold 0.1`, then `; at most 10 allowed` when the tolerance
    /// allows some.
    ///
    /// ```swift
    /// print(comparison.pixelSummary)
    /// ```
    public var pixelSummary: String {
        let count = result.differingPixels == 1 ? "1 pixel" : "\(result.differingPixels) pixels"
        let verb = result.differingPixels == 1 ? "differs" : "differ"
        let allowed = tolerance.allowedDifferingPixels(outOf: result.referenceSize.area).rounded(.down)
        let allowance = allowed > 0 ? "; at most \(Int(allowed)) allowed" : ""
        return "\(count) (\(Self.percent(result.ratio))) \(verb) beyond threshold \(tolerance.threshold)\(allowance)"
    }

    /// `image size 464x264 differs from reference 400x264`, or `nil` when the sizes match.
    ///
    /// ```swift
    /// if let size = comparison.sizeSummary { print(size) }
    /// ```
    public var sizeSummary: String? {
        result.sizesMatch ? nil : "image size \(result.actualSize) differs from reference \(result.referenceSize)"
    }

    /// The diff image (pixelmatch's: faded reference, differences in red), as PNG.
    ///
    /// ```swift
    /// try comparison.diffPNG().write(to: diffURL)
    /// ```
    public func diffPNG() throws(RenderError) -> Data {
        try Self.encode(result.diffImage)
    }

    /// reference | diff | actual side by side, 10 pixels apart on white, as PNG.
    ///
    /// ```swift
    /// try comparison.compositePNG().write(to: compositeURL)
    /// ```
    public func compositePNG() throws -> Data {
        try Self.encode(result.composite())
    }

    private static func decode(_ data: Data, as role: ImageComparisonError.Role) throws(ImageComparisonError)
        -> RGBAImage {
        do {
            let png = try PNGImage(data: data)
            return try RGBAImage(width: png.width, height: png.height, pixels: png.rgba)
        } catch {
            throw ImageComparisonError(role: role, reason: "\(error)")
        }
    }

    private static func encode(_ image: RGBAImage) throws(RenderError) -> Data {
        try PNGImage(width: image.width, height: image.height, rgba: image.pixels).encoded()
    }

    /// `1.17%`, `<0.01%` for a few pixels, `0%` for none.
    private static func percent(_ ratio: Double) -> String {
        let percent = ratio * 100
        if percent == 0 { return "0%" }
        if percent < 0.01 { return "<0.01%" }
        return String(format: "%.2f%%", percent)
    }
}
