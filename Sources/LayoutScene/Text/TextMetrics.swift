import Foundation

/// The measured size of laid-out text and where its baselines fall.
///
/// ```swift
/// let metrics = measurer.measure(request)
/// print(metrics.size.width, metrics.firstBaseline, metrics.lineCount)
/// ```
public struct TextMetrics: Hashable, Sendable {
    /// The size of the text block (widest line × all lines).
    public var size: CGSize
    /// The first line's baseline, measured down from the top of the block.
    public var firstBaseline: CGFloat
    /// The last line's baseline, measured down from the top of the block.
    public var lastBaseline: CGFloat
    /// How many lines are shown.
    public var lineCount: Int
    /// The lines as shown (wrapped, truncated with "…"), top to bottom; empty when the measurer does not say.
    public var lines: [TextLine]

    /// Creates metrics.
    ///
    /// ```swift
    /// let metrics = TextMetrics(size: CGSize(width: 40, height: 20), firstBaseline: 15, lastBaseline: 15, lineCount: 1)
    /// ```
    public init(size: CGSize, firstBaseline: CGFloat, lastBaseline: CGFloat, lineCount: Int, lines: [TextLine] = []) {
        self.size = size
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lineCount = lineCount
        self.lines = lines
    }

    /// No text: zero size, baselines at the top.
    ///
    /// ```swift
    /// TextMetrics.empty.size // .zero
    /// ```
    public static let empty = TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
}
