import Foundation

/// A deterministic text measurer with no font files: every character is `advance × pointSize` wide and
/// every line `lineHeight × pointSize` tall, words wrap greedily at spaces (long words break anywhere).
///
/// Use it in tests whose expected frames you want to compute by hand. Attributed text follows the same rules with
/// each run's size (see ``measureAttributed(_:)``).
///
/// ```swift
/// let measurer = MonospacedTextMeasurer()          // 0.5 em per character, 1.2 em per line
/// let metrics = measurer.measure(TextMeasureRequest(text: "abcd", font: .systemFont(ofSize: 10), maxWidth: nil,
///                                                   numberOfLines: 1, lineBreakMode: .byTruncatingTail))
/// metrics.size // 20 × 12
/// ```
public struct MonospacedTextMeasurer: TextMeasuring {
    /// Width of one character, in ems.
    public var advance: CGFloat
    /// Height of one line, in ems.
    public var lineHeight: CGFloat
    /// Distance from a line's top to its baseline, in ems.
    public var ascent: CGFloat

    /// Creates a measurer.
    ///
    /// ```swift
    /// let measurer = MonospacedTextMeasurer(advance: 0.6, lineHeight: 1.25, ascent: 1)
    /// ```
    public init(advance: CGFloat = 0.5, lineHeight: CGFloat = 1.2, ascent: CGFloat = 0.9) {
        self.advance = advance
        self.lineHeight = lineHeight
        self.ascent = ascent
    }

    /// Measures the text; see the type's description for the rules.
    ///
    /// ```swift
    /// let size = MonospacedTextMeasurer().measure(request).size
    /// ```
    public func measure(_ request: TextMeasureRequest) -> TextMetrics {
        guard !request.text.isEmpty else { return .empty }
        if request.attributedText != nil { return measureAttributed(request) }
        let em = request.font.pointSize
        let characterWidth = advance * em
        var lines = wrap(request, characterWidth: characterWidth)
        if request.numberOfLines > 0, lines.count > request.numberOfLines {
            lines = Array(lines.prefix(request.numberOfLines))
        }
        let limit = request.maxWidth.map { max(0, $0) } ?? .infinity
        let lineBox = lineHeight * em
        let shown = lines.enumerated().map { index, text in
            TextLine(text: text, width: min(limit, CGFloat(text.count) * characterWidth),
                     baseline: CGFloat(index) * lineBox + ascent * em)
        }
        return TextMetrics(size: CGSize(width: shown.map(\.width).max() ?? 0, height: CGFloat(lines.count) * lineBox),
                           firstBaseline: ascent * em,
                           lastBaseline: CGFloat(lines.count - 1) * lineBox + ascent * em,
                           lineCount: lines.count, lines: shown)
    }

    private func wrap(_ request: TextMeasureRequest, characterWidth: CGFloat) -> [String] {
        let paragraphs = request.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let wraps = request.numberOfLines != 1 && request.maxWidth.map { $0.isFinite } == true && characterWidth > 0
        guard wraps, let limit = request.maxWidth else { return request.numberOfLines == 1 ? [paragraphs.joined(separator: " ")] : paragraphs }
        let perLine = Int(min(1e6, max(1, (limit / characterWidth + 1e-9).rounded(.down))))
        return paragraphs.flatMap { wrapParagraph($0, perLine: perLine, byCharacter: request.lineBreakMode == .byCharWrapping) }
    }

    private func wrapParagraph(_ paragraph: String, perLine: Int, byCharacter: Bool) -> [String] {
        if byCharacter || !paragraph.contains(" ") { return chunks(paragraph, size: perLine) }
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if candidate.count <= perLine {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var pieces = chunks(word, size: perLine)
            current = pieces.removeLast()
            lines.append(contentsOf: pieces)
        }
        lines.append(current)
        return lines
    }

    private func chunks(_ text: String, size: Int) -> [String] {
        guard !text.isEmpty else { return [""] }
        var result: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            result.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return result
    }
}
