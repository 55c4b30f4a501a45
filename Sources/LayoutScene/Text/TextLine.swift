import Foundation

/// One line of laid-out text: what it shows, how wide it is and where its baseline is.
///
/// ```swift
/// for line in metrics.lines { print(line.text, line.width, line.baseline) }
/// ```
public struct TextLine: Hashable, Sendable {
    /// The characters shown on the line (with "…" where the text was truncated).
    public var text: String
    /// The line's advance width.
    public var width: CGFloat
    /// The baseline, measured down from the top of the text block.
    public var baseline: CGFloat
    /// The pieces of attributed text, left to right; empty for plain text (drawn in one font and colour).
    public var runs: [TextLineRun]

    /// Creates a line.
    ///
    /// ```swift
    /// let line = TextLine(text: "Hello", width: 42.5, baseline: 16)
    /// ```
    public init(text: String, width: CGFloat, baseline: CGFloat, runs: [TextLineRun] = []) {
        self.text = text
        self.width = width
        self.baseline = baseline
        self.runs = runs
    }
}
