import Foundation
import SwiftParser
import SwiftParserDiagnostics
@testable import LayoutScript
import LayoutScene
import Testing

/// Swift 2's `where` in a condition is read as Swift 3's `,` (``SwiftTwoSyntax``).
@Suite struct SwiftTwoSyntaxTests {
    @Test func aConditionsWhereIsAClause() throws {
        let source = """
            let title = UILabel()
            title.text = "Hi"
            view.addSubview(title)
            let width: CGFloat = 40
            if let text = title.text where text != "" {
                title.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.width.equalTo(width) }
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("title", in: result), 0, 0, 40, 21)
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:5:26: warning: Swift 2's 'where' in a condition is read as ','",
        ])
    }

    @Test func otherSwiftTwoSyntaxStaysAnError() {
        #expect(headline("for var i = 0; i < 3; i++ { }")
            == "scene.swiftlay:1:1: error: C-style for statement has been removed in Swift 3")
        #expect(headline("func grow(inout size: Int) { }")
            == "scene.swiftlay:1:11: error: 'inout' before a parameter name is not allowed")
    }

    @Test func rewritesKeepTheTextsLength() throws {
        let text = "if let b = c   where b {}\nif let d = e where d, let f = g where f {}"
        let tree = Parser.parse(source: text)
        let modern = try #require(SwiftTwoSyntax.modernized(
            text, diagnostics: ParseDiagnosticsGenerator.diagnostics(for: tree)))
        #expect(modern.text == "if let b = c   ,     b {}\nif let d = e ,     d, let f = g ,     f {}")
        #expect(modern.rewrites.map(\.offset) == [15, 39, 58])
    }
}
