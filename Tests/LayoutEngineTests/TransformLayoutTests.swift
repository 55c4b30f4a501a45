import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Auto Layout ignores transforms: a transformed view and its subviews keep the frames their constraints give.
@Suite struct TransformLayoutTests {
    @Test func aTransformChangesNoFrame() {
        let canvas = Canvas(width: 320, height: 480)
        let card = makeView("card", in: canvas)
        let badge = makeView("badge", in: card)
        let below = makeView("below", in: canvas)
        pin(card, 20, 20, 200, 100)
        badge.snp.makeConstraints { make in make.center.equalToSuperview(); make.size.equalTo(30) }
        below.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(10)
            make.left.width.equalTo(card)
            make.height.equalTo(40)
        }
        card.transform = ViewTransform(rotationAngle: .pi / 6).scaledBy(x: 2, y: 2)
        badge.transform = ViewTransform(translationX: 50, y: 0)
        let result = canvas.layout()
        #expect(result.diagnostics.isEmpty)
        expectFrame(card.frame, 20, 20, 200, 100)
        expectFrame(badge.frame, 85, 35, 30, 30)
        expectFrame(below.frame, 20, 130, 200, 40)
    }
}
