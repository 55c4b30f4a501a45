import Foundation
@testable import LayoutScript
import Testing

/// Swift outside the scene subset is an error naming the construct at its position, found before anything runs
/// (even inside functions never called), never silently ignored.
@Suite struct UnsupportedConstructsTests {
    static let cases: [(String, String)] = [
        ("let x = switch 1 { default: break }", "1:9: error: 'switch' expressions are not supported in scene files"),
        ("let l = #dsohandle", "1:9: error: macro '#dsohandle' is not supported in scene files"),
        ("let x = _", "1:9: error: '_' outside '_ = value' is not supported in scene files"),
        ("let x = 1\nlet y = (_ = x)", "2:10: error: assignments can only be statements in scene files"),
    ]

    @Test(arguments: cases) func constructIsNamedAtItsPosition(_ source: String, _ expected: String) {
        let error = loadError(source)
        #expect(error?.kind == .unsupported)
        #expect(error?.diagnostics.first?.headline == "scene.swiftlay:" + expected)
    }

    @Test func everyConstructInTheFileIsReported() {
        let error = loadError("func unused() {\n    let a = _\n}\nlet k = #dsohandle\nlet b = _")
        #expect(error?.diagnostics.map(\.headline) == [
            "scene.swiftlay:2:13: error: '_' outside '_ = value' is not supported in scene files",
            "scene.swiftlay:4:9: error: macro '#dsohandle' is not supported in scene files",
            "scene.swiftlay:5:9: error: '_' outside '_ = value' is not supported in scene files",
        ])
        #expect(error?.diagnostics.first?.caretLine == "            ^")
    }
}
