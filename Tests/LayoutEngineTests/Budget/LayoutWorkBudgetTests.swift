import Foundation
import LayoutEngine
import LayoutScene
import Testing

/// Layout and text measurement spend the canvas's work budget, and stop measuring once it has run out.
@Suite struct LayoutWorkBudgetTests {
    private func canvas(budget: Int) -> (Canvas, Label) {
        let canvas = Canvas(width: 300, height: 300)
        canvas.workBudget = WorkBudget(limit: budget)
        let label = Label()
        label.name = "title"
        label.text = "Hello"
        canvas.addSubview(label)
        let line = #line + 1
        label.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        _ = line
        return (canvas, label)
    }

    @Test func measuringTextSpendsPerRequestAndPerByte() {
        let (canvas, _) = canvas(budget: WorkBudget.defaultLimit)
        canvas.layout()
        // one pass (a view, a label, the guides and the constraints) and the label measured: 200 steps + 5 bytes
        #expect(canvas.workBudget.spent > 205)
        #expect(canvas.workBudget.spent < 1_000)
        #expect(canvas.workBudget.exhaustion == nil)
    }

    @Test func textThatDoesNotFitTheBudgetIsNotMeasuredAndNamesItsView() throws {
        let (canvas, label) = canvas(budget: 100)
        canvas.layout()
        let exhausted = try #require(canvas.workBudget.exhaustion)
        #expect(exhausted.stage == .textLayout)
        #expect(exhausted.subject == "UILabel:title")
        #expect(exhausted.location?.file == #fileID)
        #expect(label.frame.size == .zero)
    }

    @Test func aLayoutPastTheBudgetStopsAndSaysSo() throws {
        let canvas = Canvas(width: 300, height: 300)
        canvas.workBudget = WorkBudget(limit: 10)
        for index in 0..<20 {
            let box = View()
            canvas.addSubview(box)
            box.snp.makeConstraints { make in make.top.left.equalTo(index); make.size.equalTo(10) }
        }
        canvas.layout()
        let exhausted = try #require(canvas.workBudget.exhaustion)
        #expect(exhausted.stage == .layout)
        #expect(exhausted.subject == "the layout of 21 views")
    }
}
