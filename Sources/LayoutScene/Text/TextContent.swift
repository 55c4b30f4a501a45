import Foundation

/// What layout measured for a ``TextSizedView``: its intrinsic size and each piece of its text as laid out.
///
/// The first text places the view's baselines (drawn vertically centred in the frame); the order of the others is
/// the view's own (a segmented control lists one per segment).
///
/// ```swift
/// canvas.layout(measuring: MonospacedTextMeasurer())
/// let title = button.textContent?.texts.first // the title's lines, size and baselines
/// ```
public struct TextContent: Hashable, Sendable {
    /// The size the view asks for; ``View/noIntrinsicMetric`` along an axis means none.
    public var intrinsicSize: CGSize
    /// The pieces of text as laid out, in the view's order.
    public var texts: [TextMetrics]

    /// Creates measured content.
    ///
    /// ```swift
    /// let content = TextContent(intrinsicSize: CGSize(width: 42, height: 30), texts: [metrics])
    /// ```
    public init(intrinsicSize: CGSize, texts: [TextMetrics]) {
        self.intrinsicSize = intrinsicSize
        self.texts = texts
    }
}

extension TextMetrics {
    /// The size rounded up to whole points, as UIKit's text views report it, ignoring the last millionth so that
    /// `12.000000000000002` stays 12.
    ///
    /// ```swift
    /// TextMetrics(size: CGSize(width: 10.2, height: 20.29), firstBaseline: 16, lastBaseline: 16, lineCount: 1)
    ///     .roundedSize // 11 × 21
    /// ```
    public var roundedSize: CGSize { size.roundedUpToPoints }
}

extension CGSize {
    /// Each side rounded up to whole points, ignoring the last millionth (`12.000000000000002` stays 12); negative
    /// sides become 0.
    ///
    /// ```swift
    /// CGSize(width: 10.2, height: 20).roundedUpToPoints // 11 × 20
    /// ```
    public var roundedUpToPoints: CGSize {
        // Adding zero turns -0.0 (from rounding a tiny negative up) into 0.0.
        func up(_ length: CGFloat) -> CGFloat { Swift.max(0, (length - 1e-6).rounded(.up)) + 0 }
        return CGSize(width: up(width), height: up(height))
    }
}
