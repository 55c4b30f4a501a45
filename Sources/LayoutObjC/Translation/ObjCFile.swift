/// An Objective-C file being translated: its name, parse tree and line table.
///
/// ```swift
/// let file = ObjCFile(name: "Card.m", text: source)
/// file.position(of: node)   // (line: 12, column: 5)
/// ```
struct ObjCFile {
    let name: String
    let text: String
    let tree: ObjCSyntaxTree
    private let lineStarts: [Int]

    init(name: String, text: String) {
        self.name = name
        self.text = text
        tree = ObjCSyntaxTree(text: ObjCPreprocessing.blankingMacroLines(text))
        var starts = [0]
        for (offset, byte) in tree.bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The 1-based line and column where a node starts.
    func position(of node: ObjCNode) -> (line: Int, column: Int) {
        position(ofOffset: node.range.lowerBound)
    }

    /// The 1-based line and column of a byte offset.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    /// The text of a node.
    func text(of node: ObjCNode) -> String {
        tree.text(of: node)
    }

    /// The text of a node as the file spells it, before ``ObjCPreprocessing`` blanked its macros.
    func writtenText(of node: ObjCNode) -> String {
        String(decoding: text.utf8.dropFirst(node.range.lowerBound).prefix(node.range.count), as: UTF8.self)
    }
}
