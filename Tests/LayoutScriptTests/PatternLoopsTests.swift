import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `for case` loops, `for var` and type-annotated loop variables (``Lowering`` turns a pattern loop into a loop
/// whose body runs where the element matches).
@Suite struct PatternLoopsTests {
    @Test func forCaseCastsAndWhere() {
        let statements = """
            let things: [Any] = [UILabel(), 3, UIButton(), 4, "x"]
            var total = 0
            for case let n as Int in things where n > 3 { total += n }
            """
        #expect(evaluated(statements, "total") == "4")
    }

    @Test func forCaseOptionalsSkipNil() {
        let statements = """
            let optionals: [Int?] = [1, nil, 2]
            var found: [Int] = []
            for case let value? in optionals { found.append(value) }
            """
        #expect(evaluated(statements, "found") == "[1, 2]")
    }

    @Test func forCaseEnumPatterns() {
        let statements = """
            enum Item { case header(String), row(Int) }
            let items: [Item] = [.header("A"), .row(1), .row(2), .header("B")]
            var headers = ""
            for case .header(let title) in items { headers += title }
            """
        #expect(evaluated(statements, "headers") == "AB")
    }

    @Test func aVarInsideATupleLoopPatternBindsAMutableCopy() {
        let statements = """
            var posts = [1, 2, 3]
            for (i, var post) in posts.enumerated() where i > 0 {
                post += 10
                posts[i] = post
            }
            """
        #expect(evaluated(statements, "posts") == "[1, 12, 13]")
    }

    @Test func forVarBindsAMutableCopy() {
        let statements = """
            var total = 0
            for var item in [1, 2] { item += 100; total += item }
            """
        #expect(evaluated(statements, "total") == "203")
    }

    @Test func annotatedLoopVariable() {
        #expect(evaluated("var total = 0\nfor w: Int in [1000, 7] { total += w }", "total") == "1007")
    }

    @Test func breakAndContinueInsideAPatternLoop() {
        let statements = """
            var seen: [Int] = []
            for case let n as Int in [1, "a", 2, 3, 4] as [Any] {
                if n == 2 { continue }
                if n == 4 { break }
                seen.append(n)
            }
            """
        #expect(evaluated(statements, "seen") == "[1, 3]")
    }
}
