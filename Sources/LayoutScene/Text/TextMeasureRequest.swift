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
}
