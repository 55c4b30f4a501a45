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
}
