import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Multipliers on positions act in the installation view's bounds, where its own left is 0; on sizes they scale;
/// with a constant target they are ignored.
@Suite struct MultiplierTests {
    let canvas = Canvas(width: 400, height: 400)
    let container: View
    let box: View

    init() {
        container = makeContainer(in: canvas)
        box = makeView("box", in: container)
    }

    @Test func halfTheSuperviewsCentreX() {
        box.snp.makeConstraints { make in
            make.centerX.equalToSuperview().multipliedBy(0.5)
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        let result = canvas.layout()
        expectFrame(box.frame, 40, 0, 20, 20)
        expectFrame(result.absoluteFrame(of: box), 140, 50, 20, 20)
    }

    @Test func halfTheSuperviewsCentreY() {
        box.snp.makeConstraints { make in
            make.centerY.equalToSuperview().multipliedBy(0.5)
            make.left.equalTo(0)
            make.width.equalTo(20)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 70, 20, 10)
    }

    @Test func rightEdgeWithMultiplierAndOffset() {
        box.snp.makeConstraints { make in
            make.right.equalToSuperview().multipliedBy(0.5).offset(10)
            make.top.equalTo(0)
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 90, 0, 20, 20)
    }

    @Test func sizesScale() {
        box.snp.makeConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.25)
            make.height.equalToSuperview().dividedBy(3)
            make.left.top.equalTo(0)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 50, 100)
    }

    @Test func aConstantTargetIgnoresTheMultiplier() {
        box.snp.makeConstraints { make in
            make.width.equalTo(100).multipliedBy(3)
            make.left.top.equalTo(0)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 100, 10)
    }

    @Test func siblingPositionTimesTwo() {
        let anchor = makeView("anchor", in: container)
        pin(anchor, 10, 0, 20, 20)
        box.snp.makeConstraints { make in
            make.left.equalTo(anchor.snp.right).multipliedBy(2)
            make.top.equalTo(0)
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 60, 0, 10, 10)
    }
}
