import Foundation
@testable import LayoutScript
import LayoutScene
import Testing

/// An app's function of one number stands in as that number in a constraint
/// (``Interpreter/carryingLikelyNumber(_:of:)``).
@Suite struct ScalingHelpersTests {
    @Test func aFunctionOfOneNumberStandsInAsThatNumber() throws {
        let source = """
            let bar = UIView()
            view.addSubview(bar)
            bar.snp.makeConstraints {
                $0.height.equalTo(ScreenUtils.getHeight(44))
                $0.top.equalToSuperview().offset(ScreenUtils.getHeight(ScreenUtils.getWidth(40)))
                $0.horizontalEdges.equalToSuperview().inset(24.adjusted)
            }
            let line = UIView()
            view.addSubview(line)
            line.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                line.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: scale(-8)),
                line.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                line.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: ratio(0.5)),
                line.heightAnchor.constraint(equalToConstant: Metrics.height(for: 2, style: .thin)),
            ])
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("bar", in: result), 24, 40, 327, 44)
        expectFrame(frame("line", in: result), 0, 76, 187.5, 0)
        let standIns = scene.canvas.allActiveLayoutConstraints().filter { $0.standInFor != nil }
        #expect(standIns.count == 7) // each unknown number is a stand-in: height, top, two insets, top, width, height
    }

    @Test func aCapitalisedFunctionOfOneNumberIsNoClass() throws {
        let source = """
            let box = UIView()
            view.addSubview(box)
            box.snp.makeConstraints { make in
                make.top.left.equalTo(ScaleWidth(10))
                make.height.equalTo(ScaleWidth(354))
            }
            let spacer = SpacerView(8)
            view.addSubview(spacer)
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("box", in: result), 10, 10, 0, 354)
        #expect((scene.canvas.subviews.last as? PlaceholderView)?.className == "SpacerView") // its name implies a view
    }

    @Test func givenToUIKitWhereANumberGoesItIsThatNumber() throws {
        let source = """
            let header = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: ScaleWidth(160)))
            header.layer.cornerRadius = scale(8)
            view.addSubview(header)
            let title = UILabel()
            title.font = UIFont.systemFont(ofSize: adapt(30))
            view.addSubview(title)
            """
        let scene = try #require(loadScene(source))
        let header = try #require(scene.canvas.subviews.first)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 100, height: 160))
        #expect(header.layer.cornerRadius == 8)
        #expect((scene.canvas.subviews.last as? Label)?.font.pointSize == 30)
    }

    @Test func aNumberNoIntegerHoldsStaysUnknownAndAViewSlotTakesAPlaceholder() throws {
        let source = """
            let label = UILabel()
            label.numberOfLines = scale(1e300)
            label.alpha = scale(0) / 0.0
            view.addSubview(label)
            let stack = UIStackView()
            stack.addArrangedSubview(Spacer(24))
            view.addSubview(stack)
            """
        let scene = try #require(loadScene(source))
        #expect((scene.canvas.subviews.first as? Label)?.numberOfLines == 1)
        #expect(scene.canvas.subviews.first?.alpha == 1)
        let spacer = (scene.canvas.subviews.last as? StackView)?.arrangedSubviews.first
        #expect((spacer as? PlaceholderView)?.className == "Spacer")
    }

    @Test func aNumberCombinedWithAnUnknownFactorOrInsetCarriesTheNumber() throws {
        let source = """
            let card = UIView()
            view.addSubview(card)
            card.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(10 * kiphone6)
                make.top.equalToSuperview().offset(kTopInset + 20)
                make.width.equalTo(200 / kRatio)
                make.height.equalTo(50 - kTrim)
            }
            let bar = UIView()
            view.addSubview(bar)
            bar.snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                make.width.equalTo(kWidth / 2)
                make.height.equalTo(kHeight - 10)
            }
            """
        let (scene, result) = try #require(layOut(source))
        expectFrame(frame("card", in: result), 10, 20, 200, 50)
        // the unknown operand decides these: no number passes through, and the stand-in is 0
        expectFrame(frame("bar", in: result), 0, 0, 0, 0)
        #expect(scene.canvas.allActiveLayoutConstraints().filter { $0.standInFor != nil }.count == 6)
        #expect(Interpreter.numberThrough(.multiply, left: nil, right: 3) == 3)
        #expect(Interpreter.numberThrough(.remainder, left: 10, right: nil) == nil)
    }
}
