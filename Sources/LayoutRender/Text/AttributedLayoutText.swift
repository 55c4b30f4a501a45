import CCairo
import Foundation
import LayoutScene

/// Attributed text as a Pango layout takes it: the text (line breaks as spaces when one line is shown, as in
/// UILabel), each run's UTF-8 byte range with its attributes and resolved font family, and the Pango attributes
/// that change the layout: each run's font, kern as letter spacing, baseline offset as rise, underline and
/// strikethrough, and the paragraph style's line heights over the whole text (its line spacing is the layout's
/// spacing). Colours are drawn by the back ends, run by run.
struct AttributedLayoutText: Sendable {
    struct Run: Sendable {
        var bytes: Range<Int>
        var attributes: TextAttributes
        var family: String
    }

    let text: String
    let runs: [Run]
    let paragraphStyle: ParagraphStyle

    /// `attributed` (fonts already filled) with each run's family from `family(for:)`.
    init(_ attributed: AttributedText, oneLine: Bool, family: (Font) -> String, fallback: Font) {
        var text = ""
        var runs: [Run] = []
        for run in attributed.runs {
            var piece = attributed.substring(run.range)
            if oneLine { piece = String(piece.map { $0.isNewline ? " " : $0 }) }
            let start = text.utf8.count
            text += piece
            runs.append(Run(bytes: start..<text.utf8.count, attributes: run.attributes,
                            family: family(run.attributes.font ?? fallback)))
        }
        self.text = text
        self.runs = runs
        paragraphStyle = attributed.paragraphStyle ?? ParagraphStyle()
    }

    /// The run holding the character at a byte offset (the last run for one past the end).
    func run(atByte offset: Int) -> Run? {
        runs.first { $0.bytes.contains(offset) } ?? runs.last
    }

    /// The attributes that change how the text is laid out, for a layout of the whole text.
    func attributeList(fallback: Font) -> PangoAttributeListHandle {
        let list = PangoAttributeListHandle()
        for run in runs {
            Self.insert(run.attributes, family: run.family, fallback: fallback, into: list, bytes: run.bytes,
                        raising: true)
        }
        let whole = 0..<text.utf8.count
        if paragraphStyle.lineHeightMultiple > 0 {
            list.insertLineHeight(factor: Double(paragraphStyle.lineHeightMultiple), bytes: whole)
        }
        if paragraphStyle.minimumLineHeight > 0 || paragraphStyle.maximumLineHeight > 0 {
            // Pango has one absolute height: the minimum, else the maximum (a cap UIKit applies to taller lines)
            let height = paragraphStyle.minimumLineHeight > 0 ? paragraphStyle.minimumLineHeight
                : paragraphStyle.maximumLineHeight
            list.insertLineHeight(Double(height), bytes: whole)
        }
        return list
    }

    /// The Pango attributes of a run over `bytes` of a layout's text; the baseline offset as a rise when
    /// `raising` (the back ends draw a run alone and move it up themselves).
    static func insert(_ attributes: TextAttributes, family: String, fallback: Font, into list: PangoAttributeListHandle,
                       bytes: Range<Int>, raising: Bool) {
        list.insertFont(PangoFontDescriptionHandle(family: family, font: attributes.font ?? fallback), bytes: bytes)
        if let kern = attributes.kern, kern != 0 { list.insertLetterSpacing(Double(kern), bytes: bytes) }
        if raising, let offset = attributes.baselineOffset, offset != 0 { list.insertRise(Double(offset), bytes: bytes) }
        if attributes.isUnderlined { list.insertUnderline(double: attributes.underlineStyle == 9, bytes: bytes) }
        if attributes.isStruckThrough { list.insertStrikethrough(bytes: bytes) }
    }
}
