import Foundation

/// Text whose ranges carry their own font, colours, kerning and paragraph style, as `NSAttributedString`: the
/// string and the runs covering it (adjacent runs with equal attributes are merged). Ranges count UTF-16 code
/// units, as `NSRange` does; ranges past the end are clamped to it.
///
/// ```swift
/// var title = AttributedText(string: "Hello ", attributes: TextAttributes())
/// var bold = TextAttributes(); bold.font = .boldSystemFont(ofSize: 17)
/// title.append(AttributedText(string: "world", attributes: bold))
/// title.runs.count // 2
/// ```
public struct AttributedText: Hashable, Sendable {
    /// The characters.
    public private(set) var string: String
    /// The runs, in order, covering `0..<length`; empty for an empty string.
    public private(set) var runs: [AttributedTextRun]

    /// `string` with `attributes` throughout.
    ///
    /// ```swift
    /// let plain = AttributedText(string: "Hi")
    /// ```
    public init(string: String, attributes: TextAttributes = TextAttributes()) {
        self.string = string
        let length = string.utf16.count
        runs = length == 0 ? [] : [AttributedTextRun(range: 0..<length, attributes: attributes)]
    }

    /// The length in UTF-16 code units (`NSAttributedString.length`).
    ///
    /// ```swift
    /// AttributedText(string: "né").length // 2
    /// ```
    public var length: Int { string.utf16.count }

    /// Whether `range` lies within the text (`NSAttributedString` raises for one that does not).
    ///
    /// ```swift
    /// text.contains(0..<3)
    /// ```
    public func contains(_ range: Range<Int>) -> Bool {
        range.lowerBound >= 0 && range.upperBound <= length
    }

    /// Adds `other` at the end.
    ///
    /// ```swift
    /// text.append(AttributedText(string: "!"))
    /// ```
    public mutating func append(_ other: AttributedText) {
        let offset = length
        string += other.string
        runs += other.runs.map { AttributedTextRun(range: ($0.range.lowerBound + offset)..<($0.range.upperBound + offset),
                                                   attributes: $0.attributes) }
        mergeAdjacentRuns()
    }

    /// Sets `attributes`' set members over `range`, keeping the others (`addAttributes(_:range:)`).
    ///
    /// ```swift
    /// var red = TextAttributes(); red.foregroundColor = .red
    /// text.addAttributes(red, range: 0..<5)
    /// ```
    public mutating func addAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        updateAttributes(range: range) { $0.merging(attributes) }
    }

    /// Replaces the attributes over `range` with `attributes` (`setAttributes(_:range:)`).
    ///
    /// ```swift
    /// text.setAttributes(TextAttributes(), range: 0..<text.length)
    /// ```
    public mutating func setAttributes(_ attributes: TextAttributes, range: Range<Int>) {
        updateAttributes(range: range) { _ in attributes }
    }

    /// The text with `font` and `color` wherever a run leaves them unset, as a label fills them from its own.
    ///
    /// ```swift
    /// let shown = text.filling(font: label.font, color: label.textColor)
    /// ```
    public func filling(font: Font, color: Color) -> AttributedText {
        var filled = self
        filled.runs = runs.map { run in
            var attributes = run.attributes
            attributes.font = attributes.font ?? font
            attributes.foregroundColor = attributes.foregroundColor ?? color
            return AttributedTextRun(range: run.range, attributes: attributes)
        }
        filled.mergeAdjacentRuns()
        return filled
    }

    /// The paragraph style of the first paragraph, which layoutviz lays the whole text out with.
    ///
    /// ```swift
    /// text.paragraphStyle?.lineSpacing // 6
    /// ```
    public var paragraphStyle: ParagraphStyle? { runs.first?.attributes.paragraphStyle }

    /// The characters of a run (a range splitting a UTF-16 surrogate pair shows U+FFFD for the broken half).
    ///
    /// ```swift
    /// text.substring(text.runs[0].range)
    /// ```
    public func substring(_ range: Range<Int>) -> String {
        let utf16 = Array(string.utf16)
        let lower = min(max(0, range.lowerBound), utf16.count)
        let upper = min(max(lower, range.upperBound), utf16.count)
        return String(decoding: utf16[lower..<upper], as: UTF16.self)
    }

    /// Changes the attributes over `range` run by run (`removeAttribute(_:range:)` clears one member).
    ///
    /// ```swift
    /// text.updateAttributes(range: 0..<4) { attributes in
    ///     var changed = attributes; changed.kern = nil; return changed
    /// }
    /// ```
    public mutating func updateAttributes(range: Range<Int>, _ transform: (TextAttributes) -> TextAttributes) {
        let lower = min(max(0, range.lowerBound), length)
        let upper = min(max(lower, range.upperBound), length)
        guard lower < upper else { return }
        var changed: [AttributedTextRun] = []
        for run in runs {
            // before, inside and after the changed range, each clamped to the run
            let start = min(max(run.range.lowerBound, lower), run.range.upperBound)
            let end = min(max(start, upper), run.range.upperBound)
            let pieces = [run.range.lowerBound..<start, start..<end, end..<run.range.upperBound]
            for (index, piece) in pieces.enumerated() where !piece.isEmpty {
                changed.append(AttributedTextRun(range: piece, attributes: index == 1 ? transform(run.attributes)
                                                     : run.attributes))
            }
        }
        runs = changed
        mergeAdjacentRuns()
    }

    private mutating func mergeAdjacentRuns() {
        var merged: [AttributedTextRun] = []
        for run in runs where !run.range.isEmpty {
            if let last = merged.last, last.attributes == run.attributes, last.range.upperBound == run.range.lowerBound {
                merged[merged.count - 1].range = last.range.lowerBound..<run.range.upperBound
            } else {
                merged.append(run)
            }
        }
        runs = merged
    }
}
