import LayoutScript

/// The Swift text a translation writes, with the original position of each piece (see ``SourceOrigins``).
///
/// ```swift
/// var writer = SwiftWriter(files: ["Card.m": text])
/// writer.mark(file: "Card.m", line: 3, column: 5)
/// writer.write("label.text = \"Hi\"")
/// ```
struct SwiftWriter {
    private(set) var text = ""
    private(set) var origins: SourceOrigins
    private var offset = 0

    init(files: [String: String]) {
        origins = SourceOrigins(files: files)
    }

    /// Records that what is written next came from `file:line:column`.
    mutating func mark(file: String, line: Int, column: Int) {
        origins.add(offset: offset, file: file, line: line, column: column)
    }

    /// Appends text.
    mutating func write(_ piece: String) {
        text += piece
        offset += piece.utf8.count
    }
}
