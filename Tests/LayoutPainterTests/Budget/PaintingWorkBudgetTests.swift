import Foundation
import LayoutEngine
import LayoutPainter
import LayoutScene
import Testing

/// Painting spends the canvas's work budget item by item and stops drawing once it has run out; a page control of a
/// hundred billion pages draws only the dots that show.
@Suite struct PaintingWorkBudgetTests {
    let measurer = MonospacedTextMeasurer()

    @Test func aPageControlDrawsOnlyTheDotsThatShow() {
        let canvas = Canvas(width: 200, height: 100)
        let pages = PageControl()
        pages.name = "pages"
        pages.numberOfPages = 99_999_999_999
        canvas.addSubview(pages)
        pages.snp.makeConstraints { make in make.center.equalToSuperview() }
        let list = Painter(options: PaintOptions(guides: .none)).paint(canvas, result: canvas.layout(measuring: measurer),
                                                                       measuring: measurer)
        let dots = list.flattened.filter { $0.classes.contains { $0.hasSuffix("-dot") } }
        // the 232 pt picture (200 pt and its padding) and a dot's 16 pt more each side
        #expect(dots.count == 18)
        #expect(canvas.workBudget.exhaustion == nil)
    }

    @Test func paintingPastTheBudgetStopsAndNamesTheView() throws {
        let canvas = Canvas(width: 300, height: 300)
        for index in 0..<50 {
            let box = View()
            box.name = "box\(index)"
            box.backgroundColor = .systemBlue
            canvas.addSubview(box)
            box.snp.makeConstraints { make in make.top.left.equalTo(index); make.size.equalTo(10) }
        }
        let result = canvas.layout(measuring: measurer)
        canvas.workBudget = WorkBudget(limit: 100)
        let list = Painter(options: PaintOptions(guides: .none)).paint(canvas, result: result, measuring: measurer)
        let exhausted = try #require(canvas.workBudget.exhaustion)
        #expect(exhausted.stage == .painting)
        #expect(exhausted.subject.hasPrefix("UIView:box"))
        #expect(list.flattened.count < 50)
    }
}
