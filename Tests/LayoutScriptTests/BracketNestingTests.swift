@testable import LayoutScript
import Testing

/// The scan that keeps deeply nested `[` (which swift-syntax parses in exponential time) away from the parser.
@Suite struct BracketNestingTests {
    @Test func countsNestedBrackets() {
        #expect(BracketNesting.firstTooDeep(in: "let x = [[1], [2]]", limit: 2) == nil)
        #expect(BracketNesting.firstTooDeep(in: "let x = [[[1]]]", limit: 2) == 10)
    }

    @Test func ignoresCommentsAndStringsButNotInterpolations() {
        #expect(BracketNesting.firstTooDeep(in: "// [[[[[[\n/* [[[[[ /* [[[ */ */ let s = \"[[[[[[\"", limit: 2) == nil)
        #expect(BracketNesting.firstTooDeep(in: "let s = #\"[[[[\\(x)\"# + \"\"\"\n[[[[\n\"\"\"", limit: 2) == nil)
        #expect(BracketNesting.firstTooDeep(in: "let s = \"\\([[[1]]])\"", limit: 2) == 13)
    }

    @Test func closingBracketsInStringsDoNotHideNesting() {
        #expect(BracketNesting.firstTooDeep(in: "let x = [[\"]]]]\", [[1]]]]", limit: 3) == 19)
    }
}
