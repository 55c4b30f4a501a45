import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Labelled loops and statements: `break label` and `continue label` reach the statement they name.
@Suite struct LabeledStatementsTests {
    @Test func breakAndContinueAnOuterLoop() {
        let statements = """
            var pairs: [String] = []
            outer: for i in 0..<4 {
                for j in 0..<4 {
                    if j > i { continue outer }
                    if i == 3 { break outer }
                    pairs.append("\\(i)\\(j)")
                }
            }
            """
        #expect(evaluated(statements, "pairs") == "[\"00\", \"10\", \"11\", \"20\", \"21\", \"22\"]")
    }

    @Test func labelledWhileAndSwitch() {
        let statements = """
            var n = 0
            var log: [Int] = []
            search: while n < 10 {
                n += 1
                switch n {
                case 2: continue search
                case 5: break search
                default: log.append(n)
                }
            }
            check: if n == 5 {
                log.append(100)
                break check
            }
            """
        #expect(evaluated(statements, "[log, [n]]") == "[[1, 3, 4, 100], [5]]")
    }

    @Test func returnInsideLabelledLoopsLeavesTheFunction() {
        let statements = """
            func firstPair() -> Int {
                rows: for i in 1..<5 {
                    for j in 1..<5 where i * j == 6 { return i * 10 + j }
                }
                return -1
            }
            """
        #expect(evaluated(statements, "firstPair()") == "23")
    }
}
