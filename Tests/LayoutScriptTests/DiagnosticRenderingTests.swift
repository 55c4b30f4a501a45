import Foundation
@testable import LayoutScript
import Testing

/// Diagnostics print as swiftc prints them: `file:line:column: severity: message`, the source line, and a caret line.
@Suite struct DiagnosticRenderingTests {
    private func render(_ text: String, start: Int, end: Int) -> String {
        let source = SourceText(fileName: "a.swiftlay", text: text)
        return ScriptDiagnostic(.error, "boom", at: SourceSpan(start: start, end: end), in: source).description
    }

    @Test func caretUnderTheRange() {
        #expect(render("let x = foo\n", start: 8, end: 11) == "a.swiftlay:1:9: error: boom\nlet x = foo\n        ^~~")
        #expect(render("a\nbc", start: 2, end: 3) == "a.swiftlay:2:1: error: boom\nbc\n^")
    }

    @Test func tabsKeepTheCaretAligned() {
        #expect(render("\tlet x = foo", start: 9, end: 12) == "a.swiftlay:1:10: error: boom\n\tlet x = foo\n\t        ^~~")
    }

    @Test func columnsCountUTF8BytesAndCaretsCountCharacters() {
        #expect(render("let é = foo", start: 9, end: 12) == "a.swiftlay:1:10: error: boom\nlet é = foo\n        ^~~")
    }

    @Test func rangesStopAtTheEndOfTheLine() {
        #expect(render("if true {\n}\n", start: 8, end: 11) == "a.swiftlay:1:9: error: boom\nif true {\n        ^")
    }

    @Test func diagnosticsWithoutAPosition() {
        let diagnostic = ScriptDiagnostic(severity: .error, message: "cannot read", file: "x.swiftlay", line: nil,
                                          column: nil, sourceLine: nil, caretLine: nil)
        #expect(diagnostic.description == "x.swiftlay: error: cannot read")
        #expect(diagnostic.headline == diagnostic.description)
    }

    @Test func errorsPrintEveryDiagnostic() {
        let error = loadError("let a = _\nlet b = _")
        #expect(error?.description == """
            scene.swiftlay:1:9: error: '_' outside '_ = value' is not supported in scene files
            let a = _
                    ^
            scene.swiftlay:2:9: error: '_' outside '_ = value' is not supported in scene files
            let b = _
                    ^
            """)
    }

    @Test func warningsForCodeWithoutEffect() {
        guard let scene = loadScene("let n = 1\nprint(n)\nview.alpha = 1") else { return }
        #expect(scene.warnings.map(\.description) == [
            "scene.swiftlay:2:1: warning: 'print' has no effect in a scene file; its output is discarded\nprint(n)\n^~~~~",
        ])
    }
}
