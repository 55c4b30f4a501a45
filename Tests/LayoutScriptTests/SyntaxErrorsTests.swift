import Foundation
@testable import LayoutScript
import Testing

/// Text that is not valid Swift fails with swift-syntax's parser diagnostics, printed as swiftc prints them.
@Suite struct SyntaxErrorsTests {
    @Test func missingExpression() {
        let error = loadError("let box = UIView()\nlet x = ")
        #expect(error?.kind == .syntax)
        #expect(error?.description == """
            scene.swiftlay:2:9: error: expected expression in variable
            let x = 
                    ^
            """)
    }

    @Test func unclosedCallInsideAConstraintClosure() {
        let error = loadError("""
            let box = UIView()
            box.snp.makeConstraints { make in
                make.top.equalTo(
            }
            """)
        #expect(error?.diagnostics.first?.headline == "scene.swiftlay:3:22: error: expected value and ')' to end function call")
        #expect(error?.diagnostics.first?.caretLine == "                     ^")
    }

    @Test func everyParserDiagnosticIsReported() {
        let error = loadError("func f( {")
        #expect(error?.diagnostics.map(\.headline) == [
            "scene.swiftlay:1:8: error: expected ')' to end parameter clause",
            "scene.swiftlay:1:10: error: expected '}' to end function",
        ])
    }

    @Test func syntaxErrorsComeBeforeAnythingRuns() {
        let error = loadError("while true { }\nlet a = [1, 2")
        #expect(error?.kind == .syntax)
        #expect(error?.diagnostics.map(\.headline) == ["scene.swiftlay:2:14: error: expected ']' to end array"])
    }
}
