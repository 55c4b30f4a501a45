import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `throw`, `do`/`catch` with patterns, `try`, `try?`, `try!`, throwing functions and initializers; an error that
/// escapes is reported where it was thrown.
@Suite struct ErrorHandlingTests {
    static let declarations = """
        enum LoadError: Error { case missing(String), empty }
        func load(_ name: String) throws -> Int {
            if name.isEmpty { throw LoadError.empty }
            if name == "x" { throw LoadError.missing(name) }
            return name.count
        }
        """

    @Test func catchClausesAndTryForms() {
        let statements = Self.declarations + """

            var log: [String] = []
            for name in ["abc", "", "x"] {
                do {
                    let n = try load(name)
                    log.append("ok \\(n)")
                } catch LoadError.empty {
                    log.append("empty")
                } catch let LoadError.missing(what) where what == "x" {
                    log.append("missing \\(what)")
                }
            }
            do { _ = try load("") } catch { log.append("\\(error)") }
            let maybe = try? load("x")
            let sure = try! load("ab")
            """
        #expect(evaluated(statements, "log") == "[\"ok 3\", \"empty\", \"missing x\", \"empty\"]")
        #expect(evaluated(statements, "[maybe ?? -1, sure]") == "[-1, 2]")
    }

    @Test func uncaughtErrorsAreReportedWhereThrown() {
        #expect(headline(Self.declarations + "\nlet n = try load(\"x\")")
            == "scene.swiftlay:4:22: error: error thrown and not caught: missing(\"x\")")
        #expect(headline(Self.declarations + "\nlet n = try! load(\"\")")
            == "scene.swiftlay:7:9: error: 'try!' expression unexpectedly raised an error: empty")
    }

    @Test func tupleDestructuring() {
        let statements = """
            var (hours, minutes, _) = (1, 30, 0)
            minutes += 15
            let (size, (w, h)) = ("card", (CGFloat(100), CGFloat(40)))
            """
        #expect(evaluated(statements, "\"\\(hours):\\(minutes) \\(size) \\(w)x\\(h)\"") == "1:45 card 100.0x40.0")
        #expect(headline("let (a, b) = (1, 2, 3)") == "scene.swiftlay:1:5: error: tuple pattern cannot match values of type '(Int, Int, Int)'")
    }
}
