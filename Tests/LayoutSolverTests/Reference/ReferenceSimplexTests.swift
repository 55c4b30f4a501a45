import Testing

/// Hand-solved linear programs that the reference simplex must get right before it can judge the solver.
@Suite("Reference simplex")
struct ReferenceSimplexTests {
    /// Expects an optimal outcome with the given value and point.
    private func expectOptimal(
        _ outcome: LinearProgramOutcome, value: Double, point: [Double],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .optimal(let actualValue, let actualPoint) = outcome else {
            Issue.record("expected an optimum, got \(outcome)", sourceLocation: sourceLocation)
            return
        }
        expectClose(actualValue, value, tolerance: 1e-9, sourceLocation: sourceLocation)
        #expect(actualPoint.count == point.count, sourceLocation: sourceLocation)
        for (a, e) in zip(actualPoint, point) { expectClose(a, e, tolerance: 1e-9, sourceLocation: sourceLocation) }
    }

    @Test func textbookMaximisation() {
        // max 3x + 5y s.t. x <= 4, 2y <= 12, 3x + 2y <= 18  →  (2, 6), 36.
        var lp = LinearProgram(variableCount: 2, objective: [-3, -5])
        lp.add([1, 0], .lessOrEqual, 4)
        lp.add([0, 2], .lessOrEqual, 12)
        lp.add([3, 2], .lessOrEqual, 18)
        expectOptimal(ReferenceSimplex.solve(lp), value: -36, point: [2, 6])
    }

    @Test func greaterOrEqualRowsNeedPhaseOne() {
        // min x + y s.t. x + 2y >= 4, 3x + y >= 6  →  vertex (8/5, 6/5), 14/5.
        var lp = LinearProgram(variableCount: 2, objective: [1, 1])
        lp.add([1, 2], .greaterOrEqual, 4)
        lp.add([3, 1], .greaterOrEqual, 6)
        expectOptimal(ReferenceSimplex.solve(lp), value: 2.8, point: [1.6, 1.2])
    }

    @Test func negativeRightHandSideAndEquality() {
        // min 2x + y s.t. -x - y = -5, x - y <= -1  →  y = 5 - x, x <= 2: x = 0, y = 5.
        var lp = LinearProgram(variableCount: 2, objective: [2, 1])
        lp.add([-1, -1], .equal, -5)
        lp.add([1, -1], .lessOrEqual, -1)
        expectOptimal(ReferenceSimplex.solve(lp), value: 5, point: [0, 5])
    }

    @Test func infeasible() {
        var lp = LinearProgram(variableCount: 2, objective: [1, 1])
        lp.add([1, 1], .lessOrEqual, 1)
        lp.add([1, 1], .greaterOrEqual, 2)
        #expect(ReferenceSimplex.solve(lp) == .infeasible)
    }

    @Test func unbounded() {
        var lp = LinearProgram(variableCount: 2, objective: [-1, 0])
        lp.add([1, -1], .lessOrEqual, 1)
        #expect(ReferenceSimplex.solve(lp) == .unbounded)
    }

    @Test func redundantEqualityRows() {
        // x + y = 2 twice (once scaled), y <= 1.5, min x  →  x = 0.5, y = 1.5.
        var lp = LinearProgram(variableCount: 2, objective: [1, 0])
        lp.add([1, 1], .equal, 2)
        lp.add([2, 2], .equal, 4)
        lp.add([0, 1], .lessOrEqual, 1.5)
        expectOptimal(ReferenceSimplex.solve(lp), value: 0.5, point: [0.5, 1.5])
    }

    @Test func bealeCyclingExampleTerminates() {
        // Beale (1955): cycles under Dantzig's rule; Bland's rule reaches x = (1, 0, 1, 0), -5/4.
        var lp = LinearProgram(variableCount: 4, objective: [-0.75, 20, -0.5, 6])
        lp.add([0.25, -8, -1, 9], .lessOrEqual, 0)
        lp.add([0.5, -12, -0.5, 3], .lessOrEqual, 0)
        lp.add([0, 0, 1, 0], .lessOrEqual, 1)
        expectOptimal(ReferenceSimplex.solve(lp), value: -1.25, point: [1, 0, 1, 0])
    }
}
