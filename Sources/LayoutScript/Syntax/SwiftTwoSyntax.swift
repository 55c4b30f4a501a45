import SwiftDiagnostics

/// Syntax of Swift 2 that Swift 3 removed and that old view files (`snp_makeConstraints`-era SnapKit code) still hold,
/// read as Swift 3 spells it where the parser's diagnostics point at it: the `where` clause of a condition (`if let
/// email = field.text where email != ""`) is a `,` clause, which means the same. The rewrite keeps the text's length,
/// so every position in the file stays where it was; the file is parsed again from the rewritten text, and each
/// rewrite is a warning. Other Swift 2 forms stay errors: the C-style `for` loop, and `inout` before a parameter's
/// name, whose functions Swift 2 also called without the first argument's label.
///
/// ```swift
/// SwiftTwoSyntax.modernized("if let a = b where a > 0 {}", diagnostics: diagnostics)?.text
/// // "if let a = b ,     a > 0 {}"
/// ```
enum SwiftTwoSyntax {
    /// One rewrite: where it starts (a UTF-8 offset into the file), how long the old form was, and what it says.
    struct Rewrite {
        let offset: Int
        let length: Int
        let message: String
    }

    /// `text` with each Swift 2 form that `diagnostics` point at rewritten, and the rewrites; nil when there is none.
    static func modernized(_ text: String, diagnostics: [Diagnostic]) -> (text: String, rewrites: [Rewrite])? {
        var bytes = Array(text.utf8)
        var rewrites: [Rewrite] = []
        for diagnostic in diagnostics {
            let offset = diagnostic.position.utf8Offset
            let message = diagnostic.message
            if message.hasPrefix("expected ',' joining parts of a multi-clause condition"),
               let rewrite = conditionWhere(at: offset, in: &bytes) {
                rewrites.append(rewrite)
            }
        }
        guard !rewrites.isEmpty, let modern = String(bytes: bytes, encoding: .utf8) else { return nil }
        return (modern, rewrites)
    }

    /// `where` at `offset` (after any blanks) becomes `,` and four spaces.
    private static func conditionWhere(at offset: Int, in bytes: inout [UInt8]) -> Rewrite? {
        let start = skippingBlanks(from: offset, in: bytes)
        guard word(at: start, in: bytes) == "where" else { return nil }
        bytes.replaceSubrange(start..<start + 5, with: Array(",    ".utf8))
        return Rewrite(offset: start, length: 5, message: "Swift 2's 'where' in a condition is read as ','")
    }

    private static func skippingBlanks(from offset: Int, in bytes: [UInt8]) -> Int {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
            index += 1
        }
        return index
    }

    /// The identifier starting at `offset` (ASCII letters, digits and `_`), empty when there is none.
    private static func word(at offset: Int, in bytes: [UInt8]) -> String {
        var end = offset
        while end < bytes.count, bytes[end] == UInt8(ascii: "_") || (bytes[end] < 128
                && (Character(UnicodeScalar(bytes[end])).isLetter || Character(UnicodeScalar(bytes[end])).isNumber)) {
            end += 1
        }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}
