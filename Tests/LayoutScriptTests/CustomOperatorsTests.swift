import Foundation
@testable import LayoutScript
import Testing

/// A module's own operators and precedence groups, and actors: valid Swift that real files declare, run as swiftc
/// would resolve them; an operator declared in a file not given is an unknown symbol, never an error.
@Suite struct CustomOperatorsTests {
    @Test func aDeclaredGroupPlacesTheOperatorAmongSwiftsGroups() {
        let statements = """
            precedencegroup Between { higherThan: ComparisonPrecedence lowerThan: AdditionPrecedence }
            infix operator ***: Between
            infix operator <+>: MultiplicationPrecedence
            precedencegroup Right { associativity: right higherThan: Between }
            infix operator ^^: Right
            func *** (lhs: Int, rhs: Int) -> Int { lhs * 100 + rhs }
            func <+> (lhs: Int, rhs: Int) -> Int { lhs * 10 + rhs }
            func ^^ (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ^^ (power - 1)) }
            """
        #expect(evaluated(statements, "[1 *** 2 + 3, 1 + 2 <+> 3, 2 ^^ 3 ^^ 2]") == "[105, 24, 512]")
    }

    @Test func operatorsDeclaredWithoutAGroupOrElsewhereHaveDefaultPrecedence() {
        let statements = """
            infix operator |>
            func |> (value: Int, transform: (Int) -> Int) -> Int { transform(value) }
            """
        #expect(evaluated(statements, "1 + 2 |> { $0 * 10 }") == "30")
    }

    @Test func prefixAndPostfixOperatorsCallTheirFunctions() {
        let statements = """
            prefix operator √
            postfix operator %
            prefix func √ (value: Double) -> Double { value.squareRoot() }
            postfix func % (value: Double) -> Double { value / 100 }
            """
        #expect(evaluated(statements, "[√16.0 * 2, 50.0% + 1]") == "[8.0, 1.5]")
    }

    @Test func staticOperatorFunctionsOfTypesAndExtensionsAreFound() throws {
        let source = """
            infix operator <<<: AdditionPrecedence
            extension UIView {
                static func <<< (parent: UIView, child: UIView) { parent.addSubview(child) }
            }
            struct Gap {
                let points: CGFloat
                static func * (gap: Gap, count: CGFloat) -> CGFloat { gap.points * count }
                static func >>> (gap: Gap, view: UIView) { view.frame.origin.x = gap.points }
            }
            let box = UIView()
            view <<< box
            box.snp.makeConstraints { make in
                make.width.height.equalTo(Gap(points: 8) * 5)
                make.top.left.equalToSuperview()
            }
            """
        let (_, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 0, 0, 40, 40)
    }

    @Test func staticPrefixAndPostfixOperatorFunctionsOfATypeAreFound() {
        let statements = """
            prefix operator ~~
            postfix operator ++
            struct Gap {
                let points: Double
                static prefix func ~~ (gap: Gap) -> Double { gap.points * 2 }
                static postfix func ++ (gap: Gap) -> Double { gap.points + 1 }
            }
            """
        #expect(evaluated(statements, "[~~Gap(points: 4), Gap(points: 4)++]") == "[8.0, 5.0]")
    }

    @Test func anOperatorNoFileDeclaresIsAnUnknownSymbolAndTheConstraintKeepsAStandIn() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.size.equalTo(Theme.unit ~+ 2)
                make.center.equalToSuperview()
            }
            """
        let (scene, result) = try #require(layOut(source))
        #expect(scene.warnings.map(\.headline) == [
            "scene.swiftlay:4:34: warning: unknown symbol '~+': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
            "scene.swiftlay:4:23: warning: unknown symbol 'Theme': not declared in the scene's files and not UIKit API "
                + "that layoutviz models; what uses it is skipped",
        ])
        expectFrame(frame("box", in: result), 187.5, 333.5, 0, 0)
    }

    @Test func actorsAreClassesWhoseCallsAreAwaited() {
        let statements = """
            actor Counter {
                private var count = 0
                func increment() -> Int { count += 1; return count }
                nonisolated var label: String { "counter" }
            }
            let counter = Counter()
            func twice() async -> Int { _ = await counter.increment(); return await counter.increment() }
            var result = 0
            Task { result = await twice() }
            """
        #expect(evaluated(statements, "counter.label") == "counter")
    }
}
