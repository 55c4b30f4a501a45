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
open class Label: View, TextSizedView, ContentSizeCategoryAdjusting {
    /// The text; `nil` or empty gives a zero intrinsic size. Setting it replaces any ``attributedText``; with
    /// attributed text set it reads back as that text's string.
    public var text: String? {
        get { content.text }
        set { content.text = newValue }
    }
    /// The text with runs of their own fonts, colours, kerning and paragraph style (`nil` for plain ``text``): the
    /// label's ``font`` and ``textColor`` fill what the runs leave unset, its ``textAlignment`` and
    /// ``lineBreakMode`` what the paragraph style leaves unset.
    public var attributedText: AttributedText? {
        get { content.attributedText }
        set { content.attributedText = newValue }
    }
    /// The font (the system font at 17 pt by default); with ``adjustsFontForContentSizeCategory`` a Dynamic Type font
    /// reads back at the label's own text size, as UIKit replaces it.
    public var font: Font {
        get { fontAdjustedForContentSize(assignedFont) }
        set { assignedFont = newValue }
    }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` follows the label's
    /// `traitCollection.preferredContentSizeCategory`.
    public var adjustsFontForContentSizeCategory = false
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
    private var assignedFont: Font = .labelDefault
    private var content = PlainOrAttributedText()
    /// The text as laid out by the last layout pass (lines, size, baselines), for renderers and tests.
    public package(set) var textMetrics: TextMetrics? {
        get { textContent?.texts.first }
        set { textContent = newValue.map { TextContent(intrinsicSize: measuredIntrinsicSize, texts: [$0]) } }
    }

    /// The intrinsic size from the last layout pass (``View/noIntrinsicMetric`` before any).
    ///
    /// ```swift
    /// canvas.layout()
    /// print(title.intrinsicContentSize)
    /// ```
    open override var intrinsicContentSize: CGSize {
        measuredIntrinsicSize
    }

    /// The text measured as UILabel sizes itself: the intrinsic width from the text unwrapped (a multi-line label
    /// with a ``preferredMaxLayoutWidth`` wraps there), rounded up to whole points; once the label has a `width` the
    /// text is laid out (and its baselines placed) at that width, and a multi-line label without a preferred width
    /// takes the wrapped height while keeping the unwrapped width.
    ///
    /// ```swift
    /// let content = title.measureTextContent(width: 120) { MonospacedTextMeasurer().measure($0) }
    /// ```
    public func measureTextContent(width: CGFloat?, using measure: (TextMeasureRequest) -> TextMetrics) -> TextContent {
        let usesPreferred = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        let sizing = measure(measureRequest(maxWidth: usesPreferred ? preferredMaxLayoutWidth : nil))
        guard let width else { return TextContent(intrinsicSize: sizing.roundedSize, texts: [sizing]) }
        let drawn = measure(measureRequest(maxWidth: width))
        let wrapsAtWidth = numberOfLines != 1 && !usesPreferred
        let size = CGSize(width: sizing.size.width, height: wrapsAtWidth ? drawn.size.height : sizing.size.height)
        return TextContent(intrinsicSize: size.roundedUpToPoints, texts: [drawn])
    }

    /// The measurement request for this label at a wrapping width (`nil` for unlimited).
    ///
    /// ```swift
    /// let request = title.measureRequest(maxWidth: 200)
    /// ```
    public func measureRequest(maxWidth: CGFloat?) -> TextMeasureRequest {
        if let attributedText, !attributedText.string.isEmpty {
            return TextMeasureRequest(attributedText: attributedText, font: font, color: textColor, maxWidth: maxWidth,
                                      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        }
        return TextMeasureRequest(text: text ?? "", font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                                  lineBreakMode: lineBreakMode)
    }

    /// The attributed text as UIKit's `attributedText` reads back: the attributed text, or the plain text in the
    /// label's font and colour (with its alignment as a paragraph style when not natural); `nil` without text.
    ///
    /// ```swift
    /// title.text = "Hi"
    /// title.attributedTextReadBack?.runs.first?.attributes.font // title.font
    /// ```
    public var attributedTextReadBack: AttributedText? {
        if let attributedText { return attributedText }
        guard let text else { return nil }
        var attributes = TextAttributes()
        attributes.font = font
        attributes.foregroundColor = textColor
        if textAlignment != .natural {
            var style = ParagraphStyle()
            style.alignment = textAlignment
            attributes.paragraphStyle = style
        }
        return AttributedText(string: text, attributes: attributes)
    }

    /// How lines are aligned: the attributed text's paragraph style's alignment when it sets one, else
    /// ``textAlignment``.
    ///
    /// ```swift
    /// let alignment = title.effectiveTextAlignment
    /// ```
    public var effectiveTextAlignment: TextAlignment {
        attributedText?.paragraphStyle?.alignment ?? textAlignment
    }
}

/// UIKit's name for ``Label``.
///
/// ```swift
/// let caption = UILabel()
/// ```
public typealias UILabel = Label
