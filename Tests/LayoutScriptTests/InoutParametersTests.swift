import Foundation
@testable import LayoutScript
import LayoutEngine
import LayoutScene
import Testing

/// `inout` parameters with Swift's semantics: the caller passes a variable with `&`, the function works on a copy,
/// and the copy's final value is written back when the call ends (also when it throws).
@Suite struct InoutParametersTests {
    @Test func theFinalValueIsCopiedBack() throws {
        let source = """
            struct Counter { var count = 0 }
            func bump(_ counter: inout Counter) { counter.count += 2 }
            func twice(_ value: inout Int) { value *= 2 }
            func grow(_ width: inout CGFloat, by step: CGFloat) -> Int {
                width += step
                return 1
            }
            class Card: UIView {
                var width: CGFloat = 10
                var counts = [1, 2]
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let grown = grow(&width, by: 30)
                    var counter = Counter()
                    bump(&counter)
                    bump(&counter)
                    twice(&counts[1])
                    let label = UILabel()
                    label.text = "\\(grown) \\(counter.count) \\(counts)"
                    addSubview(label)
                    label.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.width.equalTo(width) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (scene, result) = try #require(layOut(source))
        let card = try #require(scene.canvas.subviews.first)
        #expect((card.subviews.first as? Label)?.text == "1 4 [1, 4]")
        #expect(frame("label", in: result)?.width == 40)
    }

    @Test func theCopyIsWrittenBackWhenTheFunctionThrows() throws {
        let source = """
            enum Failure: Error { case tooBig }
            func add(_ total: inout Int, _ amount: Int) throws {
                total += amount
                if total > 5 { throw Failure.tooBig }
            }
            var total = 0
            try? add(&total, 4)
            try? add(&total, 4)
            let label = UILabel()
            label.text = "\\(total)"
            view.addSubview(label)
            """
        let scene = try #require(loadScene(source))
        #expect((scene.canvas.subviews.first as? Label)?.text == "8")
    }

    @Test func ampersandGoesOnlyToInoutParameters() {
        #expect(headline("func f(_ x: Int) {}\nvar a = 1\nf(&a)") == "scene.swiftlay:3:3: error: '&' may only be used to pass an argument to inout parameter")
        #expect(headline("func f(_ x: inout Int) {}\nvar a = 1\nf(a)") == "scene.swiftlay:3:3: error: passing value to parameter 'x' of an inout type requires explicit '&'")
        #expect(headline("func f(_ x: inout Int) {}\nlet a = 1\nf(&a)") == "scene.swiftlay:3:4: error: cannot assign to value: 'a' is a 'let' constant")
    }
}
