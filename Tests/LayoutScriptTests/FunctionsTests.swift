import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// `func` declarations: labels, defaults, return values, overloads by label, recursion, local functions.
@Suite struct FunctionsTests {
    @Test func labelsDefaultsAndResults() {
        let statements = """
            func card(title: String, width: CGFloat = 100, _ height: CGFloat = 40) -> String {
                return "\\(title) \\(width)x\\(height)"
            }
            """
        #expect(evaluated(statements, "card(title: \"a\")") == "a 100.0x40.0")
        #expect(evaluated(statements, "card(title: \"b\", width: 5)") == "b 5.0x40.0")
        #expect(evaluated(statements, "card(title: \"c\", 7)") == "c 100.0x7.0")
    }

    @Test func functionsDeclaredLaterAreVisible() {
        #expect(evaluated("let n = double(4)\nfunc double(_ x: Int) -> Int { x * 2 }", "n") == "8")
    }

    @Test func overloadsByLabelAndRecursion() {
        let statements = """
            func describe(_ n: Int) -> String { "number" }
            func describe(view: UIView) -> String { "view" }
            func factorial(_ n: Int) -> Int { n <= 1 ? 1 : n * factorial(n - 1) }
            """
        #expect(evaluated(statements, "describe(1) + describe(view: UIView()) + \"\\(factorial(5))\"") == "numberview120")
    }

    @Test func localFunctionsCaptureTheirScope() {
        let statements = """
            var count = 0
            func outer() -> Int {
                var step = 2
                func bump() { count += step }
                bump()
                step = 5
                bump()
                return count
            }
            """
        #expect(evaluated(statements, "outer()") == "7")
    }

    @Test func helperBuildingViews() {
        guard let (_, result) = layOut("""
            func makeLabel(_ text: String, size: CGFloat = 10) -> UILabel {
                let label = UILabel()
                label.text = text
                label.font = .systemFont(ofSize: size)
                return label
            }
            let title = makeLabel("Title", size: 20)
            view.addSubview(title)
            title.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            """) else { return }
        expectFrame(frame("title", in: result), 0, 0, 50, 24)
    }

    @Test func callErrors() {
        let declaration = "func f(width: CGFloat, height: CGFloat) -> CGFloat { width * height }\n"
        #expect(headline(declaration + "let a = f(1, 2)") == "scene.swiftlay:2:9: error: incorrect argument labels in call (have '_:_:', expected 'width:height:')")
        #expect(headline(declaration + "let a = f(width: 1)") == "scene.swiftlay:2:9: error: missing argument for parameter 'height' in call")
        #expect(headline(declaration + "let a = f(width: 1, height: 2, depth: 3)") == "scene.swiftlay:2:9: error: extra argument 'depth' in call")
        #expect(headline(declaration + "let a = f(width: \"1\", height: 2)") == "scene.swiftlay:2:18: error: cannot convert value of type 'String' to expected argument type 'CGFloat'")
        #expect(headline("func f() -> Int {\n    let x = 1\n}\nlet y = f()") == "scene.swiftlay:1:6: error: missing return in function 'f' expected to return 'Int'")
        #expect(headline("func f() {}\nfunc f() {}") == "scene.swiftlay:2:6: error: invalid redeclaration of 'f()'")
    }
}
