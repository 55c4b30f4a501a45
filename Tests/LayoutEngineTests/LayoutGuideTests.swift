import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// User guides are free rectangles positioned by constraints, e.g. equal spacers.
@Suite struct LayoutGuideTests {
    let canvas = Canvas(width: 300, height: 100)

    @Test func equalSpacersCentreTwoViews() {
        let a = makeView("a", in: canvas), b = makeView("b", in: canvas)
        for view in [a, b] {
            view.snp.makeConstraints { make in
                make.top.equalTo(0)
                make.size.equalTo(50)
            }
        }
        let spacers = (0..<3).map { _ in LayoutGuide() }
        spacers.forEach(canvas.addLayoutGuide)
        let edges: [(ConstraintItem, ConstraintItem)] = [(canvas.snp.left, a.snp.left), (a.snp.right, b.snp.left),
                                                         (b.snp.right, canvas.snp.right)]
        for (spacer, (leading, trailing)) in zip(spacers, edges) {
            spacer.snp.makeConstraints { make in
                make.left.equalTo(leading)
                make.right.equalTo(trailing)
                make.top.height.equalTo(a)
                make.width.equalTo(spacers[0])
            }
        }
        let result = canvas.layout()
        let gap: CGFloat = 200 / 3
        expectFrame(a.frame, gap, 0, 50, 50)
        expectFrame(b.frame, 2 * gap + 50, 0, 50, 50)
        expectFrame(spacers[1].layoutFrame, gap + 50, 0, gap, 50)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aGuideTakesItsOwningViewAsSuperview() {
        let container = makeView("container", in: canvas)
        pin(container, 100, 20, 100, 60)
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        canvas.layout()
        expectFrame(guide.layoutFrame, 10, 10, 80, 40)
    }
}
