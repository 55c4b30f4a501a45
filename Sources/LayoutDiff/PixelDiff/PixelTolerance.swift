/// How different an image may be and still pass, with Playwright's `toHaveScreenshot` semantics: the
/// per-pixel `threshold`, then at most `maxDiffPixels` differing pixels and at most `maxDiffPixelRatio`
/// of the reference's pixels; with both set the smaller limit applies, with neither no pixel may differ.
/// As in Playwright, images of different sizes never pass.
///
/// ```swift
/// let tolerance = PixelTolerance(threshold: 0.2, maxDiffPixels: 10)
/// let result = PixelDiff.compare(reference, actual, options: tolerance.diffOptions)
/// if !tolerance.passes(result) { print("\(result.differingPixels) pixels differ") }
/// ```
public struct PixelTolerance: Hashable, Sendable {
    /// The per-pixel colour threshold (see ``PixelDiffOptions/threshold``); Playwright's default is 0.2.
    ///
    /// ```swift
    /// PixelTolerance(threshold: 0.2).threshold // 0.2
    /// ```
    public var threshold: Double
    /// The most differing pixels allowed; `nil` sets no count limit.
    ///
    /// ```swift
    /// PixelTolerance(maxDiffPixels: 100)
    /// ```
    public var maxDiffPixels: Int?
    /// The largest share of the reference's pixels (0…1) allowed to differ; `nil` sets no ratio limit.
    ///
    /// ```swift
    /// PixelTolerance(maxDiffPixelRatio: 0.01) // 1 %
    /// ```
    public var maxDiffPixelRatio: Double?

    /// Creates a tolerance; the defaults allow no differing pixel at pixelmatch's threshold.
    ///
    /// ```swift
    /// let exact = PixelTolerance()
    /// ```
    public init(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffPixelRatio: Double? = nil) {
        self.threshold = threshold
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Default comparison options with this tolerance's ``threshold``.
    ///
    /// ```swift
    /// PixelDiff.compare(reference, actual, options: tolerance.diffOptions)
    /// ```
    public var diffOptions: PixelDiffOptions { PixelDiffOptions(threshold: threshold) }

    /// The most differing pixels allowed in an image of `referencePixels` pixels: the smaller of
    /// `maxDiffPixels` and `maxDiffPixelRatio × referencePixels`, whichever are set, else 0.
    ///
    /// ```swift
    /// PixelTolerance(maxDiffPixels: 50, maxDiffPixelRatio: 0.001).allowedDifferingPixels(outOf: 10_000) // 10
    /// ```
    public func allowedDifferingPixels(outOf referencePixels: Int) -> Double {
        let byCount = maxDiffPixels.map(Double.init)
        let byRatio = maxDiffPixelRatio.map { Double(referencePixels) * $0 }
        switch (byCount, byRatio) {
        case let (count?, ratio?): return min(count, ratio)
        case let (count?, nil): return count
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    /// Whether the comparison passes: same sizes, and no more differing pixels than allowed.
    ///
    /// ```swift
    /// #expect(PixelTolerance(maxDiffPixels: 4).passes(result))
    /// ```
    public func passes(_ result: PixelDiffResult) -> Bool {
        result.sizesMatch
            && Double(result.differingPixels) <= allowedDifferingPixels(outOf: result.referenceSize.area)
    }
}
