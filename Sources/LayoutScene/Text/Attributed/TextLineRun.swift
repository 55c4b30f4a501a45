import Foundation

/// A piece of a laid-out line of attributed text drawn with one set of attributes: its characters (an ellipsis
/// shown as "…"), where it starts along the line and how wide it is.
///
/// ```swift
/// for run in line.runs { print(run.text, run.x, run.width, run.attributes.font as Any) }
/// ```
public struct TextLineRun: Hashable, Sendable {
    /// The characters shown.
    public var text: String
    /// Where the run starts, from the line's left end.
    public var x: CGFloat
    /// Its advance width (kerning included).
    public var width: CGFloat
    /// Its attributes, with the label's font and colour filled in.
    public var attributes: TextAttributes

    /// Creates a run.
    ///
    /// ```swift
    /// let run = TextLineRun(text: "Hi", x: 0, width: 14, attributes: TextAttributes())
    /// ```
    public init(text: String, x: CGFloat, width: CGFloat, attributes: TextAttributes) {
        self.text = text
        self.x = x
        self.width = width
        self.attributes = attributes
    }
}
