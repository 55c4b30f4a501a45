/// What a frames snapshot records about a label's text: the text, how many lines it took, the first line
/// as shown (wrapped or truncated) and the font.
///
/// ```swift
/// let summary = LabelTextSummary(text: "Ada Lovelace", lineCount: 1, firstLine: "Ada Lovelace",
///                                font: "system 22.0 bold")
/// ```
public struct LabelTextSummary: Hashable, Sendable {
    /// The label's text (`""` for none).
    ///
    /// ```swift
    /// summary.text // "Ada Lovelace"
    /// ```
    public var text: String
    /// The number of lines shown.
    ///
    /// ```swift
    /// summary.lineCount // 2
    /// ```
    public var lineCount: Int
    /// The first line as shown, e.g. `"Ada Lo…"` when truncated; the whole text when the measurer did
    /// not report lines.
    ///
    /// ```swift
    /// summary.firstLine // "Ada Lovelace, Countess"
    /// ```
    public var firstLine: String
    /// The font, as ``LayoutScene/Font`` describes itself (`system 17.0 regular`).
    ///
    /// ```swift
    /// summary.font // "system 22.0 bold"
    /// ```
    public var font: String

    /// Creates a summary.
    ///
    /// ```swift
    /// let summary = LabelTextSummary(text: "Hi", lineCount: 1, firstLine: "Hi", font: "system 17.0 regular")
    /// ```
    public init(text: String, lineCount: Int, firstLine: String, font: String) {
        self.text = text
        self.lineCount = lineCount
        self.firstLine = firstLine
        self.font = font
    }
}
