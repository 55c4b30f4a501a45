import Foundation

/// What to measure: a label's text, font and wrapping rules at a width.
///
/// ```swift
/// let request = TextMeasureRequest(text: "Hello", font: .systemFont(ofSize: 17), maxWidth: nil,
///                                  numberOfLines: 1, lineBreakMode: .byTruncatingTail)
/// ```
public struct TextMeasureRequest: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font.
    public var font: Font
    /// The width lines wrap (or truncate) at; `nil` for no limit.
    public var maxWidth: CGFloat?
    /// The most lines; 0 means no limit.
    public var numberOfLines: Int
    /// How text wraps and is cut off.
    public var lineBreakMode: LineBreakMode
    /// The runs of attributed text (their string is ``text``, their fonts and colours filled in); `nil` for plain
    /// text in ``font``.
    public var attributedText: AttributedText?

    /// Creates a request.
    ///
    /// ```swift
    /// let request = TextMeasureRequest(text: "Hi", font: .labelDefault, maxWidth: 100, numberOfLines: 0,
    ///                                  lineBreakMode: .byWordWrapping)
    /// ```
    public init(text: String, font: Font, maxWidth: CGFloat?, numberOfLines: Int, lineBreakMode: LineBreakMode) {
        self.text = text
        self.font = font
        self.maxWidth = maxWidth
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }

    /// A request for attributed text: its string in its runs' fonts (`font` fills runs without one, and is the
    /// font of an empty text), wrapping by the first paragraph style's line break mode when it sets one.
    ///
    /// ```swift
    /// let request = TextMeasureRequest(attributedText: title, font: .labelDefault, color: .label, maxWidth: 200,
    ///                                  numberOfLines: 0, lineBreakMode: .byWordWrapping)
    /// ```
    public init(attributedText: AttributedText, font: Font, color: Color, maxWidth: CGFloat?, numberOfLines: Int,
                lineBreakMode: LineBreakMode) {
        let filled = attributedText.filling(font: font, color: color)
        self.init(text: filled.string, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
                  lineBreakMode: filled.paragraphStyle?.lineBreakMode ?? lineBreakMode)
        self.attributedText = filled
    }
}
