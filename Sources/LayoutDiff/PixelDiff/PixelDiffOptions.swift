/// Settings for ``PixelDiff/compare(_:_:options:)``, named after pixelmatch's options (v7.2) with
/// odiff-style masks on top.
///
/// ```swift
/// var options = PixelDiffOptions(threshold: 0.2)
/// options.masks = [PixelRect(x: 300, y: 10, width: 60, height: 20)]
/// let result = PixelDiff.compare(reference, actual, options: options)
/// ```
public struct PixelDiffOptions: Hashable, Sendable {
    /// How different two pixels may look before they count, from 0 (exact) to 1 (anything goes): a pixel
    /// differs when its YIQ delta exceeds `35215 × threshold²`. 0.1 allows a grey step of 26 levels.
    ///
    /// ```swift
    /// PixelDiffOptions(threshold: 0.2) // Playwright's default
    /// ```
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences (`false`: detect them, draw them in
    /// ``antiAliasedColor`` and excuse them, as pixelmatch does by default).
    ///
    /// ```swift
    /// PixelDiffOptions(includeAntiAliasing: true)
    /// ```
    public var includeAntiAliasing: Bool
    /// How strongly unchanged pixels of the reference show in the diff image, from 0 (white) to 1.
    ///
    /// ```swift
    /// PixelDiffOptions(alpha: 0.3)
    /// ```
    public var alpha: Double
    /// The diff-image colour of excused anti-aliased pixels (yellow).
    ///
    /// ```swift
    /// PixelDiffOptions(antiAliasedColor: .green)
    /// ```
    public var antiAliasedColor: RGBAColor
    /// The diff-image colour of differing pixels (red); only red, green and blue are used.
    ///
    /// ```swift
    /// PixelDiffOptions(diffColor: .magenta)
    /// ```
    public var diffColor: RGBAColor
    /// The colour of differing pixels that are darker in the actual image; `nil` uses ``diffColor``.
    ///
    /// ```swift
    /// PixelDiffOptions(diffColorAlt: .green) // red: lighter now, green: darker now
    /// ```
    public var diffColorAlt: RGBAColor?
    /// Whether translucent pixels are blended over pixelmatch v7's pseudo-checkerboard (`true`) or over
    /// white, as pixelmatch v5 and odiff do (`false`). See ``PixelDiff`` for the formula.
    ///
    /// ```swift
    /// PixelDiffOptions(checkerboard: false)
    /// ```
    public var checkerboard: Bool
    /// Rectangles (in the pixels of the compared images) whose pixels are never counted; the diff image
    /// tints them with ``maskColor``.
    ///
    /// ```swift
    /// PixelDiffOptions(masks: [PixelRect(covering: clockFrame.applying(.init(scaleX: 2, y: 2)))])
    /// ```
    public var masks: [PixelRect]
    /// The tint of masked pixels in the diff image (magenta, as Playwright paints masks).
    ///
    /// ```swift
    /// PixelDiffOptions(maskColor: .green)
    /// ```
    public var maskColor: RGBAColor
    /// Whether the comparison draws the diff image as it goes. When `false` (or when the images are
    /// identical) nothing is drawn until ``PixelDiffResult/diffImage`` is read.
    ///
    /// ```swift
    /// PixelDiffOptions(makesDiffImage: false) // counting only; fastest
    /// ```
    public var makesDiffImage: Bool

    /// Creates options; every argument has pixelmatch's default.
    ///
    /// ```swift
    /// let options = PixelDiffOptions(threshold: 0.05, diffColorAlt: .green)
    /// ```
    public init(threshold: Double = 0.1, includeAntiAliasing: Bool = false, alpha: Double = 0.1,
                antiAliasedColor: RGBAColor = .yellow, diffColor: RGBAColor = .red, diffColorAlt: RGBAColor? = nil,
                checkerboard: Bool = true, masks: [PixelRect] = [], maskColor: RGBAColor = .magenta,
                makesDiffImage: Bool = true) {
        self.threshold = threshold
        self.includeAntiAliasing = includeAntiAliasing
        self.alpha = alpha
        self.antiAliasedColor = antiAliasedColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.checkerboard = checkerboard
        self.masks = masks
        self.maskColor = maskColor
        self.makesDiffImage = makesDiffImage
    }
}
