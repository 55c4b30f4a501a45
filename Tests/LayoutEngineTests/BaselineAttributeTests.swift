import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// Baselines: the top and bottom edges of views without text; for labels, measured text centred in the frame.
@Suite struct BaselineAttributeTests {
    let canvas = Canvas(width: 400, height: 400)
    let container: View

    init() {
        container = makeContainer(in: canvas)
    }

    private func marker(at attribute: ConstraintItem, name: String) -> View {
        let marker = makeView(name, in: container)
        marker.snp.makeConstraints { make in
            make.top.equalTo(attribute)
            make.left.equalTo(0)
            make.size.equalTo(2)
        }
        return marker
    }

    @Test func viewsWithoutTextUseTheirEdges() {
        let box = makeView("box", in: container)
        pin(box, 0, 10, 50, 40)
        let first = marker(at: box.snp.firstBaseline, name: "first")
        let last = marker(at: box.snp.lastBaseline, name: "last")
        canvas.layout()
        expectClose(first.frame.origin.y, 10)
        expectClose(last.frame.origin.y, 50)
    }

    @Test func singleLineLabel() {
        let label = makeLabel("label", text: "abcd", in: container)
        label.snp.makeConstraints { make in make.left.top.equalTo(10) }
        let first = marker(at: label.snp.firstBaseline, name: "first")
        let last = marker(at: label.snp.lastBaseline, name: "last")
        canvas.layout()
        expectFrame(label.frame, 10, 10, 20, 12)
        expectClose(first.frame.origin.y, 19)
        expectClose(last.frame.origin.y, 19)
    }

    @Test func textIsCentredInATallerLabel() {
        let label = makeLabel("label", text: "abcd", in: container)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(10)
            make.height.equalTo(30)
        }
        let first = marker(at: label.snp.firstBaseline, name: "first")
        canvas.layout()
        expectClose(first.frame.origin.y, 10 + 15 - 6 + 9)
    }

    @Test func multiLineLabelHasTwoBaselines() {
        let label = makeLabel("label", text: "aaaa bbbb", lines: 0, in: container)
        label.snp.makeConstraints { make in
            make.left.top.equalTo(0)
            make.width.equalTo(20)
        }
        let first = marker(at: label.snp.firstBaseline, name: "first")
        let last = marker(at: label.snp.lastBaseline, name: "last")
        canvas.layout()
        expectFrame(label.frame, 0, 0, 20, 24)
        expectClose(first.frame.origin.y, 9)
        expectClose(last.frame.origin.y, 21)
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let small = makeLabel("small", text: "abcd", in: container)
        let large = makeLabel("large", text: "ab", in: container)
        large.font = .systemFont(ofSize: 20)
        small.snp.makeConstraints { make in make.left.top.equalTo(30) }
        large.snp.makeConstraints { make in
            make.left.equalTo(small.snp.right).offset(4)
            make.firstBaseline.equalTo(small.snp.firstBaseline)
        }
        canvas.layout()
        expectFrame(large.frame, 54, 21, 20, 24)
    }
}
