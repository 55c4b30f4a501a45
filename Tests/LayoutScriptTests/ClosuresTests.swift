import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// Closures in every spelling scenes use: named and typed parameters, `$0`, trailing, called on the spot, captured.
@Suite struct ClosuresTests {
    @Test func constraintClosureSpellings() {
        guard let (_, result) = layOut("""
            let a = UIView(), b = UIView(), c = UIView(), d = UIView()
            [a, b, c, d].forEach(view.addSubview)
            a.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.size.equalTo(10) }
            b.snp.makeConstraints { (make) -> Void in
                make.top.equalToSuperview()
                make.left.equalTo(a.snp.right)
                make.size.equalTo(10)
            }
            c.snp.makeConstraints({ (make: ConstraintMaker) in make.top.equalToSuperview(); make.left.equalTo(b.snp.right); make.size.equalTo(10) })
            d.snp.makeConstraints {
                $0.top.equalToSuperview()
                $0.left.equalTo(c.snp.right)
                $0.size.equalTo(10)
            }
            """) else { return }
        expectFrame(frame("d", in: result), 30, 0, 10, 10)
    }

    @Test func closuresAsValues() {
        let statements = """
            let double: (Int) -> Int = { $0 * 2 }
            let add = { (a: Int, b: Int) -> Int in a + b }
            let shout = { (text: String) -> String in
                let loud = text.uppercased()
                return loud + "!"
            }
            """
        #expect(evaluated(statements, "\"\\(double(4)) \\(add(1, 2)) \\(shout(\"hi\"))\"") == "8 3 HI!")
        #expect(evaluated("", "{ 41 + 1 }()") == "42")
    }

    @Test func closuresCaptureVariablesByReference() {
        let statements = """
            var count = 0
            let increment = { count += 1 }
            increment()
            increment()
            """
        #expect(evaluated(statements, "count") == "2")
    }

    @Test func trailingClosureFillsALabelledParameter() {
        let statements = """
            func apply(to value: Int, transform: (Int) -> Int) -> Int { transform(value) }
            """
        #expect(evaluated(statements, "apply(to: 3) { $0 * 10 }") == "30")
    }

    @Test func closureErrors() {
        #expect(headline("let f = { (a: Int) in a }\nlet x = f(a: 1)") == "scene.swiftlay:2:11: error: extraneous argument label 'a:' in call")
        #expect(headline("let box = UIView()\nview.addSubview(box)\nbox.snp.makeConstraints { }") == "scene.swiftlay:3:25: error: contextual closure type expects 1 argument, but 0 were used in closure body")
        #expect(headline("let f = { (a: Int) in a + $0 }") == "scene.swiftlay:1:9: error: anonymous closure arguments cannot be used inside a closure that has explicit arguments")
    }
}
