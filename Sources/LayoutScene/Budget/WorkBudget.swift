import Synchronization

/// One scene's work budget: every stage of drawing it — running its code, laying it out, measuring its text,
/// painting and encoding it — spends steps from the same budget, so that no input (a loop, a page control with a
/// hundred million pages, a label of a million characters) runs for long whichever stage it loads. Steps, not time:
/// the same scene spends the same steps on every machine, and it either fits or it does not.
///
/// When a spend finds the budget spent, the budget records the first stage, subject and position that ran out
/// (``exhaustion``), and from then on every spend fails at once, so each stage stops its work quickly; the caller
/// reports the exhaustion and writes no output.
///
/// ```swift
/// let budget = WorkBudget(limit: 1_000)
/// for dot in 0..<100_000_000 where !budget.spend(1, in: .painting, on: "UIPageControl:pages") { break }
/// print(budget.exhaustion!)   // error: the scene's work budget of 1,000 steps ran out during painting, at …
/// ```
public final class WorkBudget: Sendable {
    /// The default budget, in steps: far above what real screens spend (the real view files measured spend at most
    /// a few tens of thousands) and small enough that an exhausted scene stops within seconds.
    public static let defaultLimit = 10_000_000

    /// The budget a canvas made now takes (``Canvas/workBudget``): a scene's loader sets it for the scene's run, so
    /// the canvas it makes spends from the scene's budget; a canvas made outside one gets a budget of its own.
    ///
    /// ```swift
    /// WorkBudget.$current.withValue(budget) { _ = Canvas(width: 375, height: 667) }
    /// ```
    @TaskLocal public static var current: WorkBudget?

    /// The budget's size, in steps.
    public let limit: Int
    private let spentSteps = Atomic<Int>(0)
    private let firstExhaustion = Mutex<WorkBudgetExhausted?>(nil)

    /// A budget of `limit` steps (at least 1).
    ///
    /// ```swift
    /// let budget = WorkBudget(limit: 10_000_000)
    /// ```
    public init(limit: Int = WorkBudget.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// The steps spent so far (more than ``limit`` once it ran out).
    ///
    /// ```swift
    /// print(budget.spent)
    /// ```
    public var spent: Int {
        spentSteps.load(ordering: .relaxed)
    }

    /// The first spend that found the budget spent, if one has.
    ///
    /// ```swift
    /// if let exhausted = budget.exhaustion { throw exhausted }
    /// ```
    public var exhaustion: WorkBudgetExhausted? {
        firstExhaustion.withLock { $0 }
    }

    /// Spends `steps` in `stage` on `subject` (placed at `location`); false, recording the exhaustion the first
    /// time, when the budget has run out.
    ///
    /// ```swift
    /// guard budget.spend(text.count, in: .textLayout, on: "UILabel:title") else { return .empty }
    /// ```
    @discardableResult
    public func spend(_ steps: Int, in stage: WorkStage, on subject: @autoclosure () -> String,
                      at location: SourceLocation? = nil) -> Bool {
        let total = spentSteps.load(ordering: .relaxed) > limit ? limit + 1
            : spentSteps.wrappingAdd(min(max(0, steps), limit + 1), ordering: .relaxed).newValue
        guard total > limit else { return true }
        firstExhaustion.withLock { first in
            if first == nil {
                first = WorkBudgetExhausted(stage: stage, subject: subject(), location: location, limit: limit)
            }
        }
        return false
    }

    /// Throws the exhaustion, if the budget has run out.
    ///
    /// ```swift
    /// try canvas.workBudget.check()
    /// ```
    public func check() throws(WorkBudgetExhausted) {
        if let exhaustion { throw exhaustion }
    }
}
