/// A scene file's text and line table: turns byte offsets into the 1-based line and column (in UTF-8 bytes,
/// as swiftc counts them) and gives the text of a line for the excerpt under a diagnostic.
struct SourceText {
    let fileName: String
    let text: String
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(fileName: String, text: String) {
        self.fileName = fileName
        self.text = text
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The 1-based line and column of a byte offset.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// The text between two byte offsets, as the file spells it (`Constants.margin` for an argument's span).
    func spelling(from start: Int, to end: Int) -> String {
        let lower = max(0, min(start, bytes.count)), upper = max(lower, min(end, bytes.count))
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The bytes of a 1-based line, without its line break.
    func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }
}
