/// Measures text the way the renderer will draw it, so that a label's intrinsic size matches its ink.
///
/// The renderer supplies the real implementation (Pango); ``MonospacedTextMeasurer`` is a deterministic
/// stand-in for tests and for layouts computed without a renderer.
///
/// ```swift
/// struct FixedMeasurer: TextMeasuring {
///     func measure(_ request: TextMeasureRequest) -> TextMetrics {
///         TextMetrics(size: CGSize(width: 50, height: 20), firstBaseline: 16, lastBaseline: 16, lineCount: 1)
///     }
/// }
/// ```
public protocol TextMeasuring: Sendable {
    /// Lays out `request.text` with its font, wrapping at `maxWidth` and keeping at most `numberOfLines`.
    func measure(_ request: TextMeasureRequest) -> TextMetrics
}
