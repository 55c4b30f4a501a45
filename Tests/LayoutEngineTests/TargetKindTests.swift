import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Every kind of target `equalTo` accepts, in the superview (100, 50, 200, 300).
@Suite struct TargetKindTests {
    let canvas = Canvas(width: 400, height: 400)
    let container: View
    let box: View

    init() {
        container = makeContainer(in: canvas)
        box = makeView("box", in: container)
    }

    @Test func numbers() {
        box.snp.makeConstraints { make in
            make.left.equalTo(10)
            make.top.equalTo(15.5)
            make.width.equalTo(Float(50))
            make.height.equalTo(CGFloat(20))
        }
        canvas.layout()
        expectFrame(box.frame, 10, 15.5, 50, 20)
    }

    @Test func size() {
        box.snp.makeConstraints { make in
            make.size.equalTo(CGSize(width: 30, height: 40))
            make.left.top.equalTo(0)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 30, 40)
    }

    @Test func pointMeasuredFromTheSuperviewsTopLeft() {
        box.snp.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 50, y: 60))
            make.width.equalTo(20)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 40, 55, 20, 10)
    }

    @Test func edgeInsets() {
        box.snp.makeConstraints { make in make.edges.equalTo(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        canvas.layout()
        expectFrame(box.frame, 2, 1, 194, 296)
    }

    @Test func directionalEdgeInsets() {
        box.snp.makeConstraints { make in
            make.directionalEdges.equalTo(NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        }
        canvas.layout()
        expectFrame(box.frame, 2, 1, 194, 296)
    }

    @Test func view() {
        let other = makeView("other", in: container)
        pin(other, 10, 20, 70, 30)
        box.snp.makeConstraints { make in
            make.top.width.equalTo(other)
            make.left.equalTo(0)
            make.height.equalTo(5)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 20, 70, 5)
    }

    @Test func attributeItem() {
        let other = makeView("other", in: container)
        pin(other, 10, 20, 70, 30)
        box.snp.makeConstraints { make in
            make.top.equalTo(other.snp.bottom).offset(5)
            make.left.equalTo(other.snp.right)
            make.width.height.equalTo(other.snp.height)
        }
        canvas.layout()
        expectFrame(box.frame, 80, 55, 30, 30)
    }

    @Test func layoutGuide() {
        let guide = LayoutGuide()
        container.addLayoutGuide(guide)
        guide.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
        box.snp.makeConstraints { make in make.edges.equalTo(guide) }
        canvas.layout()
        expectFrame(box.frame, 12, 12, 176, 276)
        expectFrame(guide.layoutFrame, 12, 12, 176, 276)
    }

    @Test func arrayOfAttributeItems() {
        let a = makeView("a", in: container), b = makeView("b", in: container)
        pin(a, 0, 0, 50, 10)
        pin(b, 0, 20, 70, 10)
        box.snp.makeConstraints { make in
            make.left.greaterThanOrEqualTo([a.snp.right, b.snp.right]).offset(8)
            make.left.equalTo(0).priority(.low)
            make.top.equalTo(40)
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 78, 40, 10, 10)
    }

    @Test func arrayOfViews() {
        let a = makeView("a", in: container), b = makeView("b", in: container)
        pin(a, 0, 0, 50, 10)
        pin(b, 0, 20, 50, 10)
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.size.equalTo(30)
        }
        [a, b].snp.remakeConstraints { make in
            make.left.equalTo(5)
            make.bottom.greaterThanOrEqualTo([box]).offset(4)
            make.top.equalTo(0).priority(.low)
            make.size.equalTo(8)
        }
        canvas.layout()
        expectFrame(a.frame, 5, 26, 8, 8)
        expectFrame(b.frame, 5, 26, 8, 8)
    }

    @Test func superview() {
        box.snp.makeConstraints { make in make.edges.equalToSuperview() }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 200, 300)
    }

    @Test func attributePickedFromTheSuperview() {
        box.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalToSuperview { $0.snp.height }
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 300, 10)
    }
}
