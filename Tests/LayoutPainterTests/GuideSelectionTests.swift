import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// `.all` draws every constraint, `.none` none (nor layout guides or ambiguity), `.touching` only constraints whose
/// items include a view with one of the names (a layout guide counts as its owning view).
@Suite struct GuideSelectionTests {
    let canvas = Canvas(width: 400, height: 300)

    init() {
        let a = makeView("a", in: canvas)
        pin(a, 10, 20, 100, 40)
        let b = makeView("b", in: canvas)
        b.snp.makeConstraints { make in
            make.leading.equalTo(a.snp.trailing).offset(8)
            make.top.equalTo(canvas.safeAreaLayoutGuide).offset(20)
            make.size.equalTo(40)
        }
        let loose = makeView("loose", in: canvas)
        loose.snp.makeConstraints { make in make.left.top.equalTo(5) }
    }

    @Test func allDrawsEveryConstraint() {
        let list = paint(canvas)
        #expect(list.items.map(\.id) == ["view-root", "layout-guides", "guides", "ambiguity"])
        #expect(list.ids(withClass: "guide").count == 10)
    }

    @Test func noneDrawsOnlyTheViews() {
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.items.map(\.id) == ["view-root"])
        #expect(list.ids(withClass: "guide").isEmpty)
    }

    @Test func touchingDrawsTheConstraintsOfTheNamedViews() {
        let list = paint(canvas, PaintOptions(guides: .touching(["b"]), padding: 0))
        #expect(list.ids(withClass: "guide") == [
            "guide-b-leading-a-trailing", "guide-b-top-root.safeAreaLayoutGuide-top", "guide-b-width",
            "guide-b-height",
        ])
        #expect(list.group("ambiguity") == nil)
        #expect(list.group("layout-guides")?.itemIDs == ["layout-guide-root.safeAreaLayoutGuide"])
    }

    @Test func aLayoutGuideCountsAsItsOwningView() {
        let list = paint(canvas, PaintOptions(guides: .touching(["root"]), padding: 0))
        #expect(list.ids(withClass: "guide").contains("guide-b-top-root.safeAreaLayoutGuide-top"))
        #expect(list.ids(withClass: "guide").contains("guide-a-left-root-left"))
        #expect(!list.ids(withClass: "guide").contains("guide-b-width"))
    }

    @Test func touchingMarksOnlyTheNamedViewsAmbiguity() {
        #expect(paint(canvas, PaintOptions(guides: .touching(["loose"]), padding: 0)).group("ambiguity")?.itemIDs
                    == ["ambiguous-loose"])
        #expect(paint(canvas, PaintOptions(guides: .touching(["a"]), padding: 0)).group("ambiguity") == nil)
    }
}
