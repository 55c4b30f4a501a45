import SwiftDiagnostics
import SwiftParserDiagnostics
import SwiftSyntax

/// The parser's own diagnostics for a file (swift-syntax's `ParseDiagnosticsGenerator`), as a ``ScriptError``
/// of kind `.syntax`, or `nil` when the file parsed cleanly.
enum SyntaxCheck {
    static func error(in tree: SourceFileSyntax, source: SourceText) -> ScriptError? {
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

    private static func severity(of diagnostic: Diagnostic) -> ScriptDiagnostic.Severity {
        switch diagnostic.diagMessage.severity {
        case .error: .error
        case .warning: .warning
        default: .note
        }
    }
}
