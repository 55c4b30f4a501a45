import LayoutSolver
import Testing

/// `unsatisfiedConstraints()`: violated optional constraints, highest priority first, then in add
/// order, with exact violations.
@Suite("Unsatisfied constraints")
struct UnsatisfiedConstraintsTests {
    let x = Variable("x")

    @Test func orderedByPriorityThenAddOrder() throws {
        let solver = Solver()
        try solver.add(x == 10)
        let a = (x == 0).priority(.low)          // violated by 10
        let b = (x >= 20).priority(.high)        // violated by 10
        let c = (x <= 4).priority(.low)          // violated by 6
        let d = (2 * x == 26).priority(.medium)  // |2·10 - 26| = 6, in the expression's units
        let e = (x >= 5).priority(.medium)       // holds
        let f = (x == 10).priority(1)            // holds exactly
        try solver.add([a, b, c, d, e, f])
        let unsatisfied = solver.unsatisfiedConstraints()
        expectSameConstraints(unsatisfied.map(\.constraint), [b, d, a, c])
        for (report, expected) in zip(unsatisfied, [10.0, 6, 10, 6]) {
            expectClose(report.violation, expected, tolerance: 1e-9)
        }
    }

    @Test func addOrderBreaksTiesAfterRemoval() throws {
        let solver = Solver()
        try solver.add(x == 0)
        let first = (x == 1).priority(.low), second = (x == 2).priority(.low)
        try solver.add(first)
        try solver.add(second)
        try solver.remove(first)
        try solver.add(first)
        expectSameConstraints(solver.unsatisfiedConstraints().map(\.constraint), [second, first])
    }

    @Test func tinyViolationsAreNotReported() throws {
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 10.000_000_01).priority(.medium))   // off by 1e-8 < 1e-7
        try solver.add((x <= 9.999_999).priority(.medium))       // off by 1e-6 > 1e-7
        let unsatisfied = solver.unsatisfiedConstraints()
        #expect(unsatisfied.count == 1)
        expectClose(unsatisfied.first?.violation ?? 0, 1e-6, tolerance: 1e-9)
    }

    @Test func allSatisfiedReportsNothing() throws {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add((x == 30).priority(.high))
        try solver.add((x <= 50).priority(.low))
        #expect(solver.unsatisfiedConstraints().isEmpty)
    }

    @Test func requiredConstraintsAreNeverReported() throws {
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add((x == 0).priority(.low))
        #expect(solver.unsatisfiedConstraints().allSatisfy { !$0.constraint.priority.isRequired })
        #expect(solver.unsatisfiedConstraints().count == 1)
    }

    @Test func reportFollowsRemoval() throws {
        let solver = Solver()
        let pin = x == 10
        let wish = (x == 30).priority(.low)
        try solver.add(pin)
        try solver.add(wish)
        expectClose(solver.unsatisfiedConstraints().first?.violation ?? 0, 20, tolerance: 1e-9)
        try solver.remove(pin)
        #expect(solver.unsatisfiedConstraints().isEmpty)
        try solver.remove(wish)
        #expect(solver.unsatisfiedConstraints().isEmpty)
    }
}
