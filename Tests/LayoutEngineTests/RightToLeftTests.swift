import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Leading and trailing under right-to-left: measured from the right edge of the installation view, as in UIKit.
@Suite struct RightToLeftTests {
    let canvas = Canvas(width: 300, height: 200)

    init() {
        canvas.layoutDirection = .rightToLeft
    }

    @Test func leadingIsMeasuredFromTheRight() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalTo(0)
            make.width.equalTo(50)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 234, 0, 50, 10)
    }

    @Test func trailingIsTheLeftEdge() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.trailing.equalToSuperview().offset(-10)
            make.top.equalTo(0)
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 10, 0, 10, 10)
    }

    @Test func directionalEdgesWithDirectionalInsets() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.directionalEdges.equalToSuperview()
                .inset(NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 30))
        }
        canvas.layout()
        expectFrame(box.frame, 30, 1, 260, 197)
    }

    @Test func edgeInsetsOnLeadingTakeTheRightInset() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.leading.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 20))
            make.top.equalTo(0)
            make.width.equalTo(50)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 230, 0, 50, 10)
    }

    @Test func leadingAndTrailingMargins() {
        let container = makeView("container", in: canvas)
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        container.layoutMargins = EdgeInsets(top: 0, left: 2, bottom: 0, right: 4)
        let box = makeView("box", in: container)
        box.layoutMargins = .zero
        box.snp.makeConstraints { make in
            make.leading.equalTo(container.snp.leadingMargin)
            make.trailing.equalTo(container.snp.trailingMargin)
            make.top.equalTo(0)
            make.height.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 2, 0, 294, 10)
    }

    @Test func aForcedLeftToRightSubtreeIsNotMirrored() {
        let container = makeView("container", in: canvas)
        container.semanticContentAttribute = .forceLeftToRight
        container.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let box = makeView("box", in: container)
        box.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.top.equalTo(0)
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 16, 0, 10, 10)
    }

    @Test func leftAndRightAreNotMirrored() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(16)
            make.top.equalTo(0)
            make.size.equalTo(10)
        }
        canvas.layout()
        expectFrame(box.frame, 16, 0, 10, 10)
    }
}
