import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Guides are drawn over the views: a `guides` group with one group per active scene constraint, in activation order;
/// constraints layout adds itself (autoresizing, intrinsic sizes, the canvas size) are not drawn.
@Suite struct GuideLayerTests {
    let canvas = Canvas(width: 400, height: 300)

    @Test func oneGroupPerConstraintInActivationOrderOverTheViews() {
        let box = makeView("box", in: canvas)
        box.snp.makeConstraints { make in
            make.width.equalTo(100)
            make.top.equalTo(10)
        }
        box.snp.makeConstraints { make in
            make.left.equalTo(20)
            make.height.equalTo(40)
        }
        let list = paint(canvas)
        #expect(list.items.map(\.id) == ["view-root", "guides"])
        #expect(list.group("guides")?.itemIDs == [
            "guide-box-width", "guide-box-top-root-top", "guide-box-left-root-left", "guide-box-height",
        ])
        #expect(list.group("guides")?.classes == ["guides"])
    }

    @Test func systemConstraintsAreNotDrawn() {
        let framed = View(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        framed.name = "framed"
        canvas.addSubview(framed)
        let label = makeLabel("label", text: "Intrinsic", in: canvas)
        label.snp.makeConstraints { make in make.left.top.equalTo(100) }
        let list = paint(canvas)
        #expect(list.group("guides")?.itemIDs == ["guide-label-left-root-left", "guide-label-top-root-top"])
    }
}
