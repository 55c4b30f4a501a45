import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Swift 5.9 `if` expressions beyond `c ? a : b`: `if let`, `#available`, several conditions, nested `if` and
/// `switch` expressions, and a closure whose one statement is an `if` expression.
@Suite struct IfExpressionsTests {
    @Test func availabilityConditionHolds() {
        #expect(evaluated("let glass: Bool = if #available(iOS 26.0, *) { true } else { false }", "glass") == "true")
    }

    @Test func optionalBindingInTheCondition() {
        let statements = """
            let maybe: Int? = 40
            let none: Int? = nil
            let a: Int = if let m = maybe { m * 2 } else { 0 }
            let b: Int = if let m = none { m * 2 } else { -1 }
            """
        #expect(evaluated(statements, "[a, b]") == "[80, -1]")
    }

    @Test func nestedIfAndSwitchExpressions() {
        let statements = """
            let maybe: Int? = 40
            let kind = 2
            let h = if kind == 1 { 10 } else if let m = maybe, m > 3 { switch kind { case 2: m + 1 default: 0 } } else { 5 }
            """
        #expect(evaluated(statements, "h") == "41")
    }

    @Test func closureBodyIsAnIfExpression() {
        let statements = """
            let limit: Int? = 7
            let values = [1, 2].map { if $0 > 1 { $0 * 100 } else if let limit { limit } else { 0 } }
            """
        #expect(evaluated(statements, "values") == "[7, 200]")
    }

    @Test func branchThatThrowsStopsWithItsError() {
        let source = """
            struct Failure: Error {}
            func pick(_ flag: Bool) throws -> Int {
                let value: Int? = nil
                return if let value { value } else { throw Failure() }
            }
            let x = try pick(true)
            """
        #expect(headline(source)?.hasPrefix("scene.swiftlay:") == true)
    }
}
