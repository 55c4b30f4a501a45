import Foundation
import LayoutScene
import Testing

/// One budget for every stage: spends add up, the first spend past the limit is what is reported, and canvases take
/// the budget of the scene being loaded.
@Suite struct WorkBudgetTests {
    @Test func spendsAddUpAndTheFirstPastTheLimitIsReported() throws {
        let budget = WorkBudget(limit: 100)
        #expect(budget.spend(60, in: .interpretation, on: "a loop"))
        #expect(budget.spend(40, in: .layout, on: "the layout of 3 views"))
        #expect(budget.exhaustion == nil)
        let location = SourceLocation(file: "card.swiftlay", line: 7, column: 5)
        #expect(!budget.spend(1, in: .painting, on: "UIPageControl:pages", at: location))
        #expect(!budget.spend(1, in: .encoding, on: "the png@1x picture"))
        let exhausted = try #require(budget.exhaustion)
        #expect(exhausted.stage == .painting)
        #expect(exhausted.description == "card.swiftlay:7:5: error: the scene's work budget of 100 steps ran out "
                    + "during painting, at UIPageControl:pages (raise it with --work-budget)")
        #expect(throws: exhausted) { try budget.check() }
    }

    @Test func hugeSpendsDoNotOverflow() {
        let budget = WorkBudget(limit: 10_000_000)
        #expect(!budget.spend(Int.max, in: .textLayout, on: "UILabel:body"))
        #expect(!budget.spend(Int.max, in: .textLayout, on: "UILabel:body"))
        #expect(budget.spent > budget.limit)
        #expect(budget.exhaustion?.message.hasPrefix("the scene's work budget of 10,000,000 steps") == true)
    }

    @Test func aCanvasTakesTheBudgetOfTheSceneBeingLoaded() {
        let budget = WorkBudget(limit: 5)
        let inside = WorkBudget.$current.withValue(budget) { Canvas(width: 10, height: 10) }
        #expect(inside.workBudget === budget)
        let label = Label()
        inside.addSubview(label)
        #expect(label.sceneWorkBudget === budget)
        #expect(Canvas(width: 10, height: 10).workBudget.limit == WorkBudget.defaultLimit)
        #expect(WorkBudget(limit: 0).limit == 1)
    }
}
