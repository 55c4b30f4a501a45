import Foundation

/// A view whose intrinsic size depends on measured text: a label, a button's title, a text field's text or
/// placeholder, a segmented control's titles. Layout calls ``measureTextContent(width:using:)`` with the text
/// measurer it was given (Pango when rendering, ``MonospacedTextMeasurer`` in tests), before the first solve with no
/// width and then with each solved width until the result settles, and stores the result in ``View/textContent``.
///
/// ```swift
/// final class Badge: View, TextSizedView {
///     var text = "NEW"
///     func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
///         let metrics = measure(TextMeasureRequest(text: text, font: .systemFont(ofSize: 12), maxWidth: nil,
///                                                  numberOfLines: 1, lineBreakMode: .byClipping))
///         let size = metrics.roundedSize
///         return TextContent(intrinsicSize: CGSize(width: size.width + 12, height: size.height + 4), texts: [metrics])
///     }
/// }
/// ```
public protocol TextSizedView: View {
    /// The intrinsic size and text layout at `width` (`nil` before layout has solved one), measuring every piece of
    /// text with `measure` (which layout caches, so measuring the same request twice costs nothing).
    func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent
}

extension TextSizedView {
    /// The intrinsic size the last layout measured, ``View/noIntrinsicMetric`` on both axes before any.
    ///
    /// ```swift
    /// canvas.layout()
    /// button.measuredIntrinsicSize // CGSize(width: 50, height: 30)
    /// ```
    public var measuredIntrinsicSize: CGSize {
        textContent?.intrinsicSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}
