import LayoutSolver
import Testing

/// Priorities are ranked strictly (lexicographically); constraints of equal priority add up.
@Suite("Priority ranking")
struct PriorityRankingTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func oneHigherBeatsAThousandAndOneLower() throws {
        // A weighted sum (kiwi: medium = 1000 × weak) would let 1,001 weak constraints win.
        let solver = Solver()
        for _ in 0..<1001 { try solver.add((x == 0).priority(.low)) }
        try solver.add((x == 10).priority(.medium))
        expectValues(solver, [(x, 10)])
        let unsatisfied = solver.unsatisfiedConstraints()
        #expect(unsatisfied.count == 1001)
        #expect(unsatisfied.allSatisfy { $0.constraint.priority == .low && abs($0.violation - 10) <= 1e-6 })
    }

    @Test func equalPrioritiesAddUp() throws {
        let solver = Solver()
        try solver.add((x == 0).priority(.medium))
        try solver.add((x == 0).priority(.medium))
        try solver.add((x == 10).priority(.medium))
        expectValues(solver, [(x, 0)])
    }

    @Test func medianOfThreeEqualPreferences() throws {
        // |x| + |x - 10| + |x - 25| is smallest at the median, 10.
        let solver = Solver()
        for target in [0.0, 25, 10] { try solver.add((x == target).priority(.medium)) }
        expectValues(solver, [(x, 10)])
    }

    @Test func adjacentPrioritiesAreRanked() throws {
        let solver = Solver()
        try solver.add((x == 0).priority(998))
        try solver.add((x == 0).priority(998))
        try solver.add((x == 10).priority(999))
        expectValues(solver, [(x, 10)])
    }

    @Test func fractionalPrioritiesAreRanked() throws {
        let solver = Solver()
        try solver.add((x == 3).priority(1.5))
        try solver.add((x == 7).priority(1))
        try solver.add((x == 7).priority(1))
        expectValues(solver, [(x, 3)])
    }

    @Test func orderOfAddingDoesNotMatter() throws {
        let solver = Solver()
        try solver.add((x == 10).priority(.medium))
        for _ in 0..<50 { try solver.add((x == 0).priority(.low)) }
        expectValues(solver, [(x, 10)])
    }

    @Test func requiredBeatsEveryOptionalLevel() throws {
        let solver = Solver()
        try solver.add((x == 10).priority(999.99))
        try solver.add(x <= 5)
        expectValues(solver, [(x, 5)])
    }

    @Test func threeLevelsOfInequalities() throws {
        // @750 x >= 20 holds fully; @500 x <= 10 is then violated as little as possible (x = 20);
        // @250 x == 15 cannot pull x back down.
        let solver = Solver()
        try solver.add((x == 15).priority(.low))
        try solver.add((x <= 10).priority(.medium))
        try solver.add((x >= 20).priority(.high))
        expectValues(solver, [(x, 20)])
    }

    @Test func lowerLevelBreaksATieOfAHigherLevel() throws {
        // @750 x + y == 10. @500 x == 8, y == 8 cost 6 anywhere on 2 <= x <= 8.
        // @250 x == 0 picks the end of that range: x = 2, y = 8.
        let solver = Solver()
        try solver.add((x + y == 10).priority(.high))
        try solver.add((x == 8).priority(.medium))
        try solver.add((y == 8).priority(.medium))
        try solver.add((x == 0).priority(.low))
        expectValues(solver, [(x, 2), (y, 8)])
    }

    @Test func lowerPreferenceAddedBeforeATiedHigherLevel() throws {
        // @750 |x - 10| + |x + 10| is 20 anywhere on -10...10; the earlier @250 x == 5 picks 5.
        let solver = Solver()
        try solver.add((x == 5).priority(.low))
        try solver.add((x == 10).priority(.high))
        try solver.add((x == -10).priority(.high))
        expectValues(solver, [(x, 5)])
    }

    @Test func lowerLevelCannotWorsenAHigherOneEvenSlightly() throws {
        // @500 2x <= 10 (x <= 5); @250 x == 100 a thousand times over: x stays 5.
        let solver = Solver()
        try solver.add((2 * x <= 10).priority(.medium))
        for _ in 0..<1000 { try solver.add((x == 100).priority(.low)) }
        expectValues(solver, [(x, 5)])
    }

    @Test func inequalitiesOfOneLevelAddUp() throws {
        // @500: x >= 10 once against x <= 0 three times: (10 - x) + 3x is smallest at x = 0.
        let solver = Solver()
        try solver.add((x >= 10).priority(.medium))
        for _ in 0..<3 { try solver.add((x <= 0).priority(.medium)) }
        expectValues(solver, [(x, 0)])
    }

    @Test func coefficientsScaleViolations() throws {
        // @500: 4x == 40 (violation |4x - 40|) against x == 0 (violation |x|): x = 10.
        let solver = Solver()
        try solver.add((x == 0).priority(.medium))
        try solver.add((4 * x == 40).priority(.medium))
        expectValues(solver, [(x, 10)])
    }
}
