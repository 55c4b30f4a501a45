import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The parser's own diagnostics for a file (swift-syntax's `ParseDiagnosticsGenerator`), as a ``ScriptError``
/// of kind `.syntax`, or `nil` when the file parsed cleanly.
enum SyntaxCheck {
    static func error(in tree: SourceFileSyntax, source: SourceText) -> ScriptError? {
        // characters the lexer cannot read are reported here, before the diagnostics generator runs: on some of them
        // (`l \u{FFFD}= 1`) swift-syntax's generator stops the process (a Fix-It with no change, found by the fuzzer)
        if let offset = firstInvalidCharacter(in: tree) {
            return ScriptError(kind: .syntax, diagnostics: [
                ScriptDiagnostic(.error, "invalid character in source file",
                                 at: SourceSpan(start: offset, end: offset + 1), in: source),
            ])
        }
        // `@available (*, unavailable)`: swiftc in Swift 5 mode accepts the space before an attribute's arguments (with
        // a warning), so it does not stop a file
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { !$0.message.hasPrefix("extraneous whitespace before '('") }
        guard !diagnostics.isEmpty else { return nil }
        let rendered = diagnostics.map { diagnostic -> ScriptDiagnostic in
            let start = diagnostic.position.utf8Offset
            let highlight = diagnostic.highlights.first { $0.positionAfterSkippingLeadingTrivia.utf8Offset == start }
            let end = highlight.map { $0.endPositionBeforeTrailingTrivia.utf8Offset } ?? start + 1
            return ScriptDiagnostic(severity(of: diagnostic), diagnostic.message,
                                    at: SourceSpan(start: start, end: end), in: source)
        }
        return ScriptError(kind: .syntax, diagnostics: rendered)
    }

    /// The UTF-8 offset of the first text the lexer could not read (trivia it kept as unexpected text), if any. The
    /// parser's diagnostics generator must not see such a tree (see ``error(in:source:)``).
    static func firstInvalidCharacter(in tree: SourceFileSyntax) -> Int? {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            for piece in token.leadingTrivia {
                if case .unexpectedText = piece { return offset }
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            for piece in token.trailingTrivia {
                if case .unexpectedText = piece { return offset }
                offset += piece.sourceLength.utf8Length
            }
        }
        return nil
    }

    private static func severity(of diagnostic: Diagnostic) -> ScriptDiagnostic.Severity {
        switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
    }
}
