import Foundation

extension MonospacedTextMeasurer {
    /// Attributed text by the same rules with each run's own size: a character is `advance × pointSize` of its
    /// run's font wide plus the run's kern, a line `lineHeight × ` the largest point size on it tall (adjusted by
    /// the paragraph style's line heights, the extra space above the glyphs) and lines are `lineSpacing` apart.
    /// Words wrap greedily at spaces where they exceed the width (a word wider than a line breaks anywhere);
    /// lines past the limit are cut off without an ellipsis.
    ///
    /// ```swift
    /// let metrics = MonospacedTextMeasurer().measureAttributed(request) // request.attributedText != nil
    /// ```
    public func measureAttributed(_ request: TextMeasureRequest) -> TextMetrics {
        guard let attributed = request.attributedText, !attributed.string.isEmpty else { return .empty }
        let glyphs = self.glyphs(of: attributed, font: request.font, oneLine: request.numberOfLines == 1)
        var lines = wrap(glyphs, request: request)
        if request.numberOfLines > 0, lines.count > request.numberOfLines {
            lines = Array(lines.prefix(request.numberOfLines))
        }
        let style = attributed.paragraphStyle ?? ParagraphStyle()
        var top: CGFloat = 0
        var shown: [TextLine] = []
        for line in lines {
            let size = line.map(\.size).max() ?? request.font.pointSize
            let natural = lineHeight * size
            var box = style.lineHeightMultiple > 0 ? natural * style.lineHeightMultiple : natural
            if style.maximumLineHeight > 0 { box = min(box, style.maximumLineHeight) }
            box = max(box, style.minimumLineHeight)
            let baseline = top + box - natural + ascent * size
            shown.append(TextLine(text: String(line.map(\.character)), width: line.reduce(0) { $0 + $1.width },
                                  baseline: baseline, runs: runs(of: line, in: attributed)))
            top += box + style.lineSpacing
        }
        let height = max(0, top - style.lineSpacing)
        return TextMetrics(size: CGSize(width: shown.map(\.width).max() ?? 0, height: height),
                           firstBaseline: shown.first?.baseline ?? 0, lastBaseline: shown.last?.baseline ?? 0,
                           lineCount: shown.count, lines: shown)
    }

    /// One character with its width, point size and run.
    private struct Glyph {
        var character: Character
        var width: CGFloat
        var size: CGFloat
        var run: Int
    }

    private func glyphs(of text: AttributedText, font: Font, oneLine: Bool) -> [Glyph] {
        text.runs.enumerated().flatMap { index, run in
            let size = (run.attributes.font ?? font).pointSize
            return text.substring(run.range).map { character in
                Glyph(character: oneLine && character.isNewline ? " " : character,
                      width: advance * size + (run.attributes.kern ?? 0), size: size, run: index)
            }
        }
    }

    private func wrap(_ glyphs: [Glyph], request: TextMeasureRequest) -> [[Glyph]] {
        let paragraphs = glyphs.split(omittingEmptySubsequences: false) { $0.character.isNewline }.map(Array.init)
        guard request.numberOfLines != 1, let limit = request.maxWidth, limit.isFinite else { return paragraphs }
        return paragraphs.flatMap { wrapParagraph($0, limit: limit, byCharacter: request.lineBreakMode == .byCharWrapping) }
    }

    private func wrapParagraph(_ glyphs: [Glyph], limit: CGFloat, byCharacter: Bool) -> [[Glyph]] {
        var lines: [[Glyph]] = []
        var current: [Glyph] = []
        var index = 0
        while index < glyphs.count {
            var end = index + 1
            if !byCharacter {
                while end < glyphs.count, glyphs[end - 1].character != " ", glyphs[end].character != " " { end += 1 }
            }
            let word = Array(glyphs[index..<end])
            if width(of: current + word) <= limit + 1e-9 || current.isEmpty && word.count == 1 {
                current += word
            } else if !current.isEmpty && width(of: word.filter { $0.character != " " }) <= limit + 1e-9 {
                lines.append(trimmed(current))
                current = word.first?.character == " " ? [] : word
            } else {
                for glyph in word {
                    if !current.isEmpty, width(of: current + [glyph]) > limit + 1e-9 {
                        lines.append(trimmed(current))
                        current = []
                    }
                    current.append(glyph)
                }
            }
            index = end
        }
        lines.append(trimmed(current))
        return lines
    }

    private func width(of glyphs: [Glyph]) -> CGFloat {
        glyphs.reduce(0) { $0 + $1.width }
    }

    private func trimmed(_ line: [Glyph]) -> [Glyph] {
        Array(line.reversed().drop { $0.character == " " }.reversed())
    }

    private func runs(of line: [Glyph], in text: AttributedText) -> [TextLineRun] {
        var result: [TextLineRun] = []
        var x: CGFloat = 0
        for glyph in line {
            if let last = result.last, last.attributes == text.runs[glyph.run].attributes, last.x + last.width == x {
                result[result.count - 1].text.append(glyph.character)
                result[result.count - 1].width += glyph.width
            } else {
                result.append(TextLineRun(text: String(glyph.character), x: x, width: glyph.width,
                                          attributes: text.runs[glyph.run].attributes))
            }
            x += glyph.width
        }
        return result
    }
}
