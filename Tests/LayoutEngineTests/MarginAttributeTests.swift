import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// The `…Margin` attributes and the margins guide: the bounds inset by the layout margins (from the safe area when
/// the view insets its margins from it).
@Suite struct MarginAttributeTests {
    let canvas = Canvas(width: 400, height: 400)
    let container: View

    init() {
        container = makeContainer(in: canvas)
        container.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    }

    @Test func edgesToTheSuperviewsMargins() {
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in make.edges.equalTo(container.snp.margins) }
        canvas.layout()
        expectFrame(box.frame, 2, 1, 194, 296)
    }

    @Test func eachMarginAttribute() {
        let box = makeView("box", in: container)
        box.layoutMargins = .zero
        box.snp.makeConstraints { make in
            make.leftMargin.equalTo(container.snp.leftMargin)
            make.rightMargin.equalTo(container.snp.rightMargin)
            make.topMargin.equalTo(container.snp.topMargin)
            make.bottomMargin.equalTo(container.snp.bottomMargin)
        }
        canvas.layout()
        expectFrame(box.frame, 2, 1, 194, 296)
    }

    @Test func theViewsOwnMarginsOffsetItsFrame() {
        container.layoutMargins = EdgeInsets(20)
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in
            make.leftMargin.equalToSuperview()
            make.topMargin.equalToSuperview()
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 12, 12, 20, 20)
    }

    @Test func centresWithinMargins() {
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in
            make.centerX.equalTo(container.snp.centerXWithinMargins)
            make.centerY.equalTo(container.snp.centerYWithinMargins)
            make.width.equalTo(20)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 99 - 10, 149 - 5, 20, 10)
    }

    @Test func layoutMarginsGuide() {
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in make.edges.equalTo(container.layoutMarginsGuide) }
        canvas.layout()
        expectFrame(box.frame, 2, 1, 194, 296)
        expectFrame(container.layoutMarginsGuide.layoutFrame, 2, 1, 194, 296)
    }

    @Test func marginsAreMeasuredFromTheSafeArea() {
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in make.edges.equalTo(canvas.snp.margins) }
        canvas.layout()
        expectFrame(box.frame, 8, 55, 384, 400 - 55 - 42)
    }

    @Test func marginsIgnoreTheSafeAreaWhenAskedTo() {
        canvas.deviceSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        canvas.insetsLayoutMarginsFromSafeArea = false
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in make.edges.equalTo(canvas.snp.margins) }
        canvas.layout()
        expectFrame(box.frame, 8, 8, 384, 384)
    }
}
