import Foundation

/// A range of an ``AttributedText`` with one set of attributes. Ranges count UTF-16 code units, as `NSRange` does.
///
/// ```swift
/// for run in text.runs { print(run.range, run.attributes.font as Any) }
/// ```
public struct AttributedTextRun: Hashable, Sendable {
    /// The UTF-16 offsets the run covers.
    public var range: Range<Int>
    /// Its attributes.
    public var attributes: TextAttributes

    /// Creates a run.
    ///
    /// ```swift
    /// let run = AttributedTextRun(range: 0..<5, attributes: TextAttributes())
    /// ```
    public init(range: Range<Int>, attributes: TextAttributes) {
        self.range = range
        self.attributes = attributes
    }
}
