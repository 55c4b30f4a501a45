/// A scene file's text and line table: turns byte offsets into the 1-based line and column (in UTF-8 bytes,
/// as swiftc counts them) and gives the text of a line for the excerpt under a diagnostic. A translated file's
/// positions are its original's (see ``SourceOrigins``).
struct SourceText {
    let fileName: String
    let text: String
    /// Where a translated file's text came from.
    let origins: SourceOrigins?
    /// The language the file was written in.
    let language: SourceLanguage
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    init(fileName: String, text: String, origins: SourceOrigins? = nil, language: SourceLanguage = .swift) {
        self.fileName = fileName
        self.text = text
        self.origins = origins
        self.language = language
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// A file of the scene as its loader got it.
    init(_ source: SceneSource) {
        self.init(fileName: source.name, text: source.text, origins: source.origins, language: source.language)
    }

    /// The file, 1-based line and column a byte offset stands for: its own, or its original's when translated.
    func position(of offset: Int) -> (file: String, line: Int, column: Int) {
        if let origin = origins?.position(of: offset) { return origin }
        let (line, column) = generatedLineAndColumn(of: offset)
        return (fileName, line, column)
    }

    /// The 1-based line and column of a byte offset (its original's when translated).
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let (_, line, column) = position(of: offset)
        return (line, column)
    }

    /// The bytes of a 1-based line of `file`, this file or, when translated, one of its originals.
    func lineBytes(_ line: Int, of file: String) -> ArraySlice<UInt8> {
        guard let origins else { return lineBytes(line) }
        return origins.lineBytes(line, of: file)
    }

    /// Whether the file is, or was translated from, `name`.
    func stands(for name: String) -> Bool {
        fileName == name || origins?.files[name] != nil
    }

    private func generatedLineAndColumn(of offset: Int) -> (line: Int, column: Int) {
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
