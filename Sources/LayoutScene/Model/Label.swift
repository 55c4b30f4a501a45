import Foundation

/// A view that shows text, as `UILabel`. Its intrinsic size comes from measuring the text
/// (see ``TextMeasuring``); multi-line labels wrap at the width layout gives them.
///
/// ```swift
/// let title = UILabel()
/// title.text = "Ada Lovelace"
/// title.font = .systemFont(ofSize: 22, weight: .bold)
/// title.numberOfLines = 0
/// ```
open class Label: View {
    /// The text; `nil` or empty gives a zero intrinsic size.
    public var text: String?
    /// The font (the system font at 17 pt by default).
    public var font: Font = .labelDefault
    /// The text colour.
    public var textColor: Color = .label
    /// How lines are aligned.
    public var textAlignment: TextAlignment = .natural
    /// The most lines shown; 0 means no limit. 1 by default.
    public var numberOfLines = 1
    /// How text wraps and is cut off.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail
    /// The width multi-line text wraps at for the intrinsic size; 0 means the width layout gives the label.
    public var preferredMaxLayoutWidth: CGFloat = 0
    /// The text as laid out by the last layout pass (lines, size, baselines), for renderers and tests.
    public package(set) var textMetrics: TextMetrics?
    /// The intrinsic size found by the last layout pass.
    package var measuredIntrinsicSize: CGSize?

    /// The intrinsic size from the last layout pass (``View/noIntrinsicMetric`` before any).
    ///
    /// ```swift
    /// canvas.layout()
    /// print(title.intrinsicContentSize)
    /// ```
    open override var intrinsicContentSize: CGSize {
        measuredIntrinsicSize ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The measurement request for this label at a wrapping width (`nil` for unlimited).
    ///
    /// ```swift
    /// let request = title.measureRequest(maxWidth: 200)
    /// ```
    public func measureRequest(maxWidth: CGFloat?) -> TextMeasureRequest {
        TextMeasureRequest(text: text ?? "", font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                           lineBreakMode: lineBreakMode)
    }
}

/// UIKit's name for ``Label``.
///
/// ```swift
/// let caption = UILabel()
/// ```
public typealias UILabel = Label
