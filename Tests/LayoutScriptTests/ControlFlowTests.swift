import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `if`/`else if`/`else`, `if let`, `guard`, and `for … in` over ranges, strides and arrays.
@Suite struct ControlFlowTests {
    @Test func ifElseChains() {
        let statements = """
            func size(_ n: Int) -> String {
                if n < 10 { return "small" } else if n < 100 { return "medium" } else { return "large" }
            }
            """
        #expect(evaluated(statements, "[size(1), size(50), size(500)]") == "[\"small\", \"medium\", \"large\"]")
    }

    @Test func optionalBindings() {
        let statements = """
            var found: UIView? = nil
            var text = "none"
            if let found { text = "a" }
            found = UIView()
            if let view = found, view.alpha > 0.5 { text = "b" }
            """
        #expect(evaluated(statements, "text") == "b")
    }

    @Test func assignmentsWhereSwiftTakesAValueRunAndAreVoid() {
        let statements = """
            let badge = UIView()
            var count = 3
            count > 2 ? (badge.isHidden = true) : (badge.isHidden = false)
            count < 2 ? (count = 0) : (count += 10)
            let nothing: Void = (count = count * 2)
            """
        #expect(evaluated(statements, "[badge.isHidden, count == 26]") == "[true, true]")
        #expect(evaluated(statements, "nothing") == "()")
    }

    @Test func aDiscardInATupleAssignmentDropsItsElement() {
        let statements = """
            var width = 0
            var height = 0
            (width, _) = (10, 20)
            (_, height) = (30, 40)
            """
        #expect(evaluated(statements, "[width, height]") == "[10, 40]")
    }

    @Test func anAsynchronousLoopWalksItsSequence() {
        let statements = """
            func total(_ values: [Int]) async throws -> Int {
                var sum = 0
                for try await value in values { sum += value }
                for await value in values where value > 1 { sum += value }
                return sum
            }
            """
        #expect(evaluated(statements + "\nlet result = try await total([1, 2, 3])", "result") == "11")
    }

    @Test func guardExitsTheScope() {
        let statements = """
            func first(_ values: [Int]) -> Int {
                guard let value = values.first else { return -1 }
                return value
            }
            """
        #expect(evaluated(statements, "[first([]), first([7, 8])]") == "[-1, 7]")
        #expect(headline("func f() {\n    guard false else { }\n}\nf()") == "scene.swiftlay:2:5: error: 'guard' body must not fall through; use 'return', 'break' or 'continue' to exit the scope")
    }

    @Test func loopsOverRangesStridesAndArrays() {
        #expect(evaluated("var sum = 0\nfor i in 0..<4 { sum += i }", "sum") == "6")
        #expect(evaluated("var sum = 0\nfor i in 1...4 { sum += i }", "sum") == "10")
        #expect(evaluated("var xs: [Int] = []\nfor x in stride(from: 0, to: 10, by: 3) { xs.append(x) }", "xs") == "[0, 3, 6, 9]")
        #expect(evaluated("var xs: [Double] = []\nfor x in stride(from: 1.0, through: 0.0, by: -0.5) { xs.append(x) }", "xs") == "[1.0, 0.5, 0.0]")
        #expect(evaluated("var out = \"\"\nfor word in [\"a\", \"b\"] { out += word }", "out") == "ab")
        #expect(evaluated("var out = \"\"\nfor (i, w) in [\"a\", \"b\"].enumerated() { out += \"\\(i)\\(w)\" }", "out") == "0a1b")
        #expect(evaluated("var out: [Int] = []\nfor i in (0..<3).reversed() { out.append(i) }", "out") == "[2, 1, 0]")
        #expect(evaluated("var n = 0\nfor _ in 0..<3 { n += 1 }", "n") == "3")
    }

    @Test func whereBreakAndContinue() {
        let statements = """
            var picked: [Int] = []
            for i in 0..<20 where i % 2 == 0 {
                if i == 4 { continue }
                if i > 8 { break }
                picked.append(i)
            }
            """
        #expect(evaluated(statements, "picked") == "[0, 2, 6, 8]")
    }

    @Test func whileAndRepeatLoops() {
        let statements = """
            var i = 0, log: [Int] = []
            while i < 10 {
                i += 3
                if i == 6 { continue }
                log.append(i)
            }
            var j = 100
            repeat { j += 1 } while j < 0
            var items = [1, 2, 3]
            while let last = items.popLast(), last > 1 { log.append(-last) }
            """
        #expect(evaluated(statements, "[log, [j]]") == "[[3, 9, 12, -3, -2], [101]]")
        let limits = ScriptLimits(maximumLoopIterations: 50)
        #expect(headline("var n = 0\nwhile true { n += 1 }", limits: limits)
            == "scene.swiftlay:2:1: error: too many loop iterations: the limit is 50 per scene")
    }

    @Test func deferRunsWhenTheScopeExits() {
        let statements = """
            var log: [String] = []
            func work(_ early: Bool) {
                defer { log.append("first") }
                defer { log.append("second") }
                if early { return }
                log.append("body")
            }
            work(true)
            work(false)
            for i in 0..<2 {
                defer { log.append("end \\(i)") }
                if i == 0 { continue }
            }
            """
        #expect(evaluated(statements, "log") == "[\"second\", \"first\", \"body\", \"second\", \"first\", \"end 0\", \"end 1\"]")
    }

    @Test func loopErrors() {
        #expect(headline("for x in 5 { }") == "scene.swiftlay:1:10: error: for-in loop requires 'Int' to be an array, a range or a stride")
        #expect(headline("let r = 5..<1") == "scene.swiftlay:1:10: error: range requires lowerBound <= upperBound (got 5 and 1)")
        #expect(headline("break") == "scene.swiftlay:1:1: error: 'break' and 'continue' are only allowed inside a loop")
    }
}
