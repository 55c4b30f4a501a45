import Foundation
import LayoutScene
@testable import LayoutScript
import Testing

/// Every limit stops the scene with a clear error of kind `.limit` at the offending code.
@Suite struct LimitsTests {
    @Test func defaultLimits() {
        let limits = ScriptLimits()
        #expect(limits.maximumFileBytes == 1_048_576)
        #expect(limits.maximumViews == 10_000)
        #expect(limits.maximumLoopIterations == 100_000)
        #expect(limits.maximumCallDepth == 64)
        #expect(limits.maximumCanvasArea == 100_000_000)
    }

    @Test func fileSize() {
        var limits = ScriptLimits()
        limits.maximumFileBytes = 20
        let error = loadError("let a = 1\nlet b = 2\nlet c = 3", limits: limits)
        #expect(error?.kind == .limit)
        #expect(error?.description == "scene.swiftlay:1:1: error: the scene file is too large: 29 bytes (the limit is 20 bytes, 1 MB)")
    }

    @Test func views() {
        var limits = ScriptLimits()
        limits.maximumViews = 5
        let error = loadError("for _ in 0..<10 {\n    view.addSubview(UIView())\n}", limits: limits)
        #expect(error?.kind == .limit)
        #expect(error?.diagnostics.first?.headline == "scene.swiftlay:2:21: error: too many views: the limit is 5 per scene")
    }

    @Test func loopIterationsAtTheDefault() {
        let error = loadError("var n = 0\nfor i in 0..<200_000 { n += 1 }")
        #expect(error?.kind == .limit)
        #expect(error?.diagnostics.first?.headline == "scene.swiftlay:2:1: error: too many loop iterations: the limit is 100,000 per scene")
    }

    @Test func closuresRunByMapCountAsIterations() {
        var limits = ScriptLimits()
        limits.maximumLoopIterations = 10
        #expect(headline("let xs = (0..<50).map { $0 * 2 }", limits: limits) == "scene.swiftlay:1:19: error: too many loop iterations: the limit is 10 per scene")
        #expect(headline("let xs = Array(stride(from: 0, to: 1_000_000_000, by: 1))", limits: limits) == "scene.swiftlay:1:10: error: too many loop iterations: the limit is 10 per scene")
    }

    @Test func callDepth() {
        let error = loadError("func down(_ n: Int) -> Int { down(n + 1) }\nlet x = down(0)")
        #expect(error?.kind == .limit)
        #expect(error?.diagnostics.first?.headline == "scene.swiftlay:1:30: error: calls nest too deeply: the limit is 64")
    }

    @Test func evaluationSpendsTheScenesWorkBudget() {
        var options = LoadOptions()
        options.workBudget = 1_000
        let source = "var n = 0\nfor i in 0..<10_000 { n += i }"
        do {
            _ = try SceneScript.load(source: source, fileName: "scene.swiftlay", defaultSize: testSize, options: options)
            Issue.record("the scene loaded under a budget it exceeds")
        } catch {
            #expect(error.kind == .limit)
            #expect(error.diagnostics.first?.headline == "scene.swiftlay:2:28: error: the scene's work budget of 1,000 "
                        + "steps ran out during interpretation, at the statement evaluated here (raise it with "
                        + "--work-budget)")
        }
        #expect(LoadOptions().workBudget == WorkBudget.defaultLimit)
    }

    @Test func canvasSize() {
        #expect(headline("let canvas = Canvas(width: 20_000, height: 20_000)") == "scene.swiftlay:1:14: error: canvas is too large: 20000.0 × 20000.0 = 400,000,000 square points (the limit is 100,000,000)")
        #expect(headline("let canvas = Canvas(width: 0, height: 10)") == "scene.swiftlay:1:14: error: canvas size must be finite and greater than zero (got 0.0 × 10.0)")
        #expect(headline("let canvas = Canvas(width: CGFloat.infinity, height: 10)") == "scene.swiftlay:1:14: error: canvas size must be finite and greater than zero (got inf × 10.0)")
        #expect(loadError("let c = Canvas(size: CGSize(width: -1, height: 5))")?.kind == .limit)
    }

    @Test func stringsAndArraysCannotGrowWithoutBound() {
        #expect(loadError("var s = \"ab\"\nfor _ in 0..<30 { s += s }")?.kind == .limit)
        #expect(loadError("var xs = [1, 2]\nfor _ in 0..<30 { xs += xs }")?.kind == .limit)
    }

    @Test func expressionLengthAndNesting() {
        let long = "let x = " + Array(repeating: "1", count: 600).joined(separator: " + ")
        #expect(headline(long) == "scene.swiftlay:1:9: error: expression is too long: 599 operators (the limit is 500)")
        let deep = "let x = " + String(repeating: "[", count: 60) + String(repeating: "]", count: 60)
        #expect(headline(deep) == "scene.swiftlay:1:14: error: brackets nest too deeply: more than 5 levels of '['")
        let parentheses = "let x = " + String(repeating: "(", count: 220) + "1" + String(repeating: ")", count: 220)
        #expect(loadError(parentheses)?.kind == .syntax)
        let chain = "let x = view" + String(repeating: ".superview!", count: 300)
        #expect(loadError(chain)?.diagnostics.first?.message == "expression nests too deeply (the limit is 200 levels)")
    }

    @Test func aLoadStopsWhenItRunsPastItsTimeLimit() {
        var options = LoadOptions()
        options.timeLimit = 0
        #expect(throws: ScriptError.self) {
            try SceneScript.load(source: "var total = 0\nfor i in 0..<5_000 { total += i }", fileName: "scene.swiftlay",
                                 defaultSize: testSize, options: options)
        }
        do {
            _ = try SceneScript.load(source: "var total = 0\nfor i in 0..<5_000 { total += i }",
                                     fileName: "scene.swiftlay", defaultSize: testSize, options: options)
        } catch {
            #expect(error.kind == .limit)
            #expect(error.diagnostics.first?.message == "the scene takes too long to evaluate: the limit is 0 seconds")
        }
    }
}
