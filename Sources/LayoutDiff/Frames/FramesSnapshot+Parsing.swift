import Foundation
import LayoutScene

extension FramesSnapshot {
    /// Reads a snapshot written by ``text``: the header, the canvas line, then `view` and `diagnostic` lines
    /// (lines end with `\n` or `\r\n`; blank lines are skipped). A location written without a column whose
    /// file name ends in `:NUMBER` reads back with that number as its line.
    ///
    /// ```swift
    /// let reference = try FramesSnapshot(parsing: String(contentsOf: referenceURL, encoding: .utf8))
    /// let diff = FramesDiff(reference: reference, actual: FramesSnapshot(canvas: canvas, result: result))
    /// ```
    public init(parsing text: String) throws(FramesSnapshotParseError) {
        var lines = Self.numberedLines(of: text).filter { !$0.text.allSatisfy(\.isWhitespace) }.makeIterator()
        guard let header = lines.next(), header.text == Self.header else {
            throw FramesSnapshotParseError(line: 1, reason: "expected \"\(Self.header)\"")
        }
        guard let canvasLine = lines.next() else {
            throw FramesSnapshotParseError(line: header.number + 1, reason: "expected canvas WIDTHxHEIGHT")
        }
        var parser = SnapshotLineParser(number: canvasLine.number, tokens: try Self.tokens(of: canvasLine))
        let canvasSize = try parser.canvasSize()
        var views: [ViewSnapshot] = []
        var diagnostics: [LayoutDiagnostic] = []
        while let line = lines.next() {
            parser = SnapshotLineParser(number: line.number, tokens: try Self.tokens(of: line))
            switch parser.keyword {
            case "view": views.append(try parser.view())
            case "diagnostic": diagnostics.append(try parser.diagnostic())
            default: throw parser.error("expected a view or diagnostic line")
            }
        }
        self.init(canvasSize: canvasSize, views: views, diagnostics: diagnostics)
    }

    /// The lines with their 1-based numbers, split at `\n` only (a `\r` before it is dropped), so that
    /// other line separators stay inside names and texts.
    private static func numberedLines(of text: String) -> [(number: Int, text: Substring)] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { line in
            (line.offset + 1, Substring(line.element.last == "\r" ? line.element.dropLast() : line.element))
        }
    }

    private static func tokens(of line: (number: Int, text: Substring)) throws(FramesSnapshotParseError)
        -> [SnapshotText.Token] {
        do {
            return try SnapshotText.tokens(in: line.text)
        } catch {
            switch error {
            case .unterminatedQuote:
                throw FramesSnapshotParseError(line: line.number, reason: "unterminated quote")
            case let .badEscape(escape):
                throw FramesSnapshotParseError(line: line.number, reason: "bad escape \(escape)")
            }
        }
    }
}
