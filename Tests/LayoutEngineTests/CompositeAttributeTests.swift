import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Every composite attribute, to the superview (100, 50, 200, 300) whose margins are (10, 20, 30, 40).
@Suite struct CompositeAttributeTests {
    let canvas = Canvas(width: 400, height: 400)
    let container: View
    let box: View

    init() {
        container = makeContainer(in: canvas)
        container.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        box = makeView("box", in: container)
        box.layoutMargins = .zero
    }

    @Test func edges() {
        box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        canvas.layout()
        expectFrame(box.frame, 5, 5, 190, 290)
    }

    @Test func horizontalEdges() {
        box.snp.makeConstraints { make in
            make.horizontalEdges.equalToSuperview().inset(5)
            make.top.equalTo(0)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 5, 0, 190, 10)
    }

    @Test func verticalEdges() {
        box.snp.makeConstraints { make in
            make.verticalEdges.equalToSuperview().inset(5)
            make.left.equalTo(0)
            make.width.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 5, 10, 290)
    }

    @Test func directionalEdges() {
        box.snp.makeConstraints { make in make.directionalEdges.equalToSuperview().inset(5) }
        canvas.layout()
        expectFrame(box.frame, 5, 5, 190, 290)
    }

    @Test func directionalHorizontalEdges() {
        box.snp.makeConstraints { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(5)
            make.top.equalTo(0)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 5, 0, 190, 10)
    }

    @Test func directionalVerticalEdges() {
        box.snp.makeConstraints { make in
            make.directionalVerticalEdges.equalToSuperview().inset(5)
            make.left.equalTo(0)
            make.width.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 5, 10, 290)
    }

    @Test func size() {
        box.snp.makeConstraints { make in
            make.size.equalToSuperview().multipliedBy(0.5)
            make.left.top.equalTo(0)
        }
        canvas.layout()
        expectFrame(box.frame, 0, 0, 100, 150)
    }

    @Test func center() {
        box.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 90, 140, 20, 20)
    }

    @Test func margins() {
        box.snp.makeConstraints { make in make.margins.equalToSuperview() }
        canvas.layout()
        expectFrame(box.frame, 20, 10, 140, 260)
    }

    @Test func directionalMargins() {
        box.snp.makeConstraints { make in make.directionalMargins.equalToSuperview() }
        canvas.layout()
        expectFrame(box.frame, 20, 10, 140, 260)
    }

    @Test func centerWithinMargins() {
        box.snp.makeConstraints { make in
            make.centerWithinMargins.equalToSuperview()
            make.size.equalTo(20)
        }
        canvas.layout()
        expectFrame(box.frame, 80, 130, 20, 20)
    }

    @Test func marginsToEdges() {
        box.layoutMargins = EdgeInsets(5)
        box.snp.makeConstraints { make in make.margins.equalTo(container.snp.edges) }
        canvas.layout()
        expectFrame(box.frame, -5, -5, 210, 310)
    }
}
