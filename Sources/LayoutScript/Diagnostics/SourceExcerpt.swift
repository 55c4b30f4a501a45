/// The two lines swiftc prints under a diagnostic: the source line, and a caret line with `^` at the
/// diagnostic's column and `~` under the rest of its range on that line (tabs kept, so the marks line up).
struct SourceExcerpt {
    let sourceLine: String
    let caretLine: String

    init(source: SourceText, span: SourceSpan) {
        let (file, line, column) = source.position(of: span.start)
        let bytes = source.lineBytes(line, of: file)
        let lineStart = bytes.startIndex
        let caretIndex = min(lineStart + column - 1, bytes.endIndex)
        let rangeEnd = max(caretIndex + 1, min(bytes.endIndex, lineStart + column - 1 + (span.end - span.start)))
        sourceLine = String(decoding: bytes, as: UTF8.self)
        let indent = String(decoding: bytes[lineStart..<caretIndex], as: UTF8.self).map { $0 == "\t" ? Character("\t") : Character(" ") }
        let covered = String(decoding: bytes[min(caretIndex, bytes.endIndex)..<min(rangeEnd, bytes.endIndex)],
                             as: UTF8.self).count
        caretLine = String(indent) + "^" + String(repeating: "~", count: max(0, covered - 1))
    }
}
