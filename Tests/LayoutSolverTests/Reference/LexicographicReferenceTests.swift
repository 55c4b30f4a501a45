import LayoutSolver
import Testing

/// Hand-solved prioritised systems for the lexicographic reference. Tolerances are 1e-7 because each
/// level is fixed with a 1e-9 relative slack, which lower levels may use.
@Suite("Lexicographic reference")
struct LexicographicReferenceTests {
    private func c(_ coefficients: [Double], _ constant: Double, _ relation: Relation,
                   _ priority: Double = 1000) -> ReferenceConstraint {
        ReferenceConstraint(coefficients: coefficients, constant: constant, relation: relation, priority: priority)
    }

    @Test func higherLevelWinsOverManyLowerOnes() {
        // x == 0 three times @250, x == 10 @500  →  level 500: 0, level 250: 30.
        let system = [c([1], 0, .equal, 250), c([1], 0, .equal, 250), c([1], 0, .equal, 250),
                      c([1], -10, .equal, 500)]
        let result = LexicographicReference.solve(variableCount: 1, system)
        #expect(result.feasible)
        #expect(result.levels.map(\.priority) == [500, 250])
        expectClose(result.levels[0].violation, 0, tolerance: 1e-7)
        expectClose(result.levels[1].violation, 30, tolerance: 1e-7)
        expectClose(result.point[0], 10, tolerance: 1e-7)
    }

    @Test func lowerLevelBreaksTieOfHigherLevel() {
        // x + y == 10 @750; x == 8, y == 8 @500 (tied on 2 <= x <= 8); x == 0 @250  →  x = 2, y = 8.
        let system = [c([1, 1], -10, .equal, 750), c([1, 0], -8, .equal, 500), c([0, 1], -8, .equal, 500),
                      c([1, 0], 0, .equal, 250)]
        let result = LexicographicReference.solve(variableCount: 2, system)
        #expect(result.levels.map(\.priority) == [750, 500, 250])
        for (level, expected) in zip(result.levels, [0.0, 6, 2]) {
            expectClose(level.violation, expected, tolerance: 1e-7)
        }
        expectClose(result.point[0], 2, tolerance: 1e-7)
        expectClose(result.point[1], 8, tolerance: 1e-7)
    }

    @Test func inequalityViolationsAndNegativeValues() {
        // Required x <= -5. Optional x >= 0 @500 (violation 5), x <= -20 @250 (violation 15).
        let system = [c([1], 5, .lessThanOrEqual), c([1], 0, .greaterThanOrEqual, 500),
                      c([1], 20, .lessThanOrEqual, 250)]
        let result = LexicographicReference.solve(variableCount: 1, system)
        expectClose(result.point[0], -5, tolerance: 1e-7)
        expectClose(result.levels[0].violation, 5, tolerance: 1e-7)
        expectClose(result.levels[1].violation, 15, tolerance: 1e-7)
    }

    @Test func infeasibleRequiredSet() {
        let system = [c([1, 0], -10, .greaterThanOrEqual), c([1, 0], -40, .lessThanOrEqual),
                      c([1, 0], -50, .equal), c([0, 1], 0, .equal, 500)]
        #expect(!LexicographicReference.solve(variableCount: 2, system).feasible)
        #expect(!LexicographicReference.isFeasible(variableCount: 2, system))
        #expect(LexicographicReference.isFeasible(variableCount: 2, Array(system.dropFirst())) == false)
        #expect(LexicographicReference.isFeasible(variableCount: 2, [system[0], system[2]]))
    }

    @Test func onlyRequiredConstraints() {
        let system = [c([1, -1], -3, .equal), c([0, 1], -4, .equal)]
        let result = LexicographicReference.solve(variableCount: 2, system)
        #expect(result.feasible)
        #expect(result.levels.isEmpty)
        expectClose(result.point[0], 7, tolerance: 1e-7)
    }
}
