import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Edges, centres and sizes, solved in the coordinate space of the constraint's installation view.
@Suite struct EdgeAndCenterAttributeTests {
    let canvas = Canvas(width: 400, height: 400)
    let container: View

    init() {
        container = makeContainer(in: canvas)
    }

    @Test func edgesRelativeToTheSuperview() {
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in
            make.left.equalTo(container.snp.left).offset(10)
            make.top.equalTo(container.snp.top).offset(20)
            make.right.equalTo(container.snp.right).offset(-30)
            make.bottom.equalTo(container.snp.bottom).offset(-40)
        }
        let result = canvas.layout()
        expectFrame(box.frame, 10, 20, 160, 240)
        expectFrame(result.absoluteFrame(of: box), 110, 70, 160, 240)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func centresRelativeToTheSuperview() {
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in
            make.centerX.equalTo(container.snp.centerX).offset(5)
            make.centerY.equalTo(container.snp.centerY).offset(-5)
            make.width.equalTo(20)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 95, 140, 20, 10)
    }

    @Test func siblingEdgesAndSizes() {
        let a = makeView("a", in: container), b = makeView("b", in: container)
        pin(a, 0, 0, 50, 40)
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.right).offset(8)
            make.top.equalTo(a.snp.bottom).offset(4)
            make.width.equalTo(a.snp.width).multipliedBy(2)
            make.height.equalTo(a.snp.height).dividedBy(2)
        }
        canvas.layout()
        expectFrame(b.frame, 58, 44, 100, 20)
    }

    @Test func crossAxisPairs() {
        let a = makeView("a", in: container), b = makeView("b", in: container)
        pin(a, 0, 0, 50, 40)
        b.snp.makeConstraints { make in
            make.left.equalTo(a.snp.bottom)
            make.top.equalTo(a.snp.right)
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(b.frame, 40, 50, 10, 10)
    }

    @Test func constraintsBetweenCousinsUseTheirCommonAncestor() {
        let left = makeView("left", in: container), right = makeView("right", in: container)
        pin(left, 10, 10, 50, 50)
        pin(right, 100, 20, 50, 50)
        let inner = makeView("inner", in: left), other = makeView("other", in: right)
        pin(inner, 5, 5, 10, 10)
        other.snp.makeConstraints { make in
            make.top.equalTo(inner.snp.bottom)
            make.left.equalTo(inner.snp.right)
            make.size.equalTo(4)
        }
        let result = canvas.layout()
        expectFrame(result.absoluteFrame(of: other), 125, 75, 4, 4)
        expectFrame(other.frame, -75, 5, 4, 4)
    }
}
