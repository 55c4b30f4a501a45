import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Range subscripts, `firstIndex` with a trailing closure, and mutating an optional array through `?.`.
@Suite struct ArrayAccessTests {
    @Test func rangeSubscriptsGiveTheElementsInTheRange() {
        let statements = """
            let comps = ["a", "b", "c", "d"]
            let head = comps[0..<comps.count - 1].joined(separator: ".")
            let tail = comps[2...]
            let first = comps[..<1]
            """
        #expect(evaluated(statements, "[head, tail.joined(), first.joined()]") == "[\"a.b.c\", \"cd\", \"a\"]")
    }

    @Test func aRangePastTheEndIsUnknownWithAWarning() throws {
        let scene = try #require(loadScene("let items = [1, 2]\nlet some = items[1..<5]\nview.alpha = 1"))
        #expect(scene.warnings.first?.headline == "scene.swiftlay:2:12: warning: index 4 is out of range of an array of 2 elements (the app's data would fill it); it stands in as an unknown value and what uses it is skipped")
    }

    @Test func firstIndexWithATrailingClosure() {
        let statements = """
            struct Node { let tab: String }
            let nodes = [Node(tab: "a"), Node(tab: "b")]
            let found = nodes.firstIndex { $0.tab == "b" }!
            let missing = nodes.lastIndex { $0.tab == "z" }
            """
        #expect(evaluated(statements, "[found, missing ?? -1]") == "[1, -1]")
    }

    @Test func appendThroughAnOptionalChain() {
        let statements = """
            var handlers: [Int]? = []
            handlers?.append(3)
            var none: [Int]? = nil
            none?.append(4)
            """
        #expect(evaluated(statements, "[handlers!.count, none == nil ? 0 : 1]") == "[1, 0]")
    }
}
