import LayoutSolver
import Testing

/// `reset()` returns the solver to the empty state.
@Suite("Reset")
struct ResetTests {
    @Test func resetForgetsEverything() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let a = x == 10, b = (y == 3).priority(.low), c = (y == 4).priority(.low)
        try solver.add([a, b, c])
        try solver.addEditVariable(x, priority: .high)
        #expect(!solver.unsatisfiedConstraints().isEmpty)

        solver.reset()
        #expect(solver.constraints.isEmpty)
        #expect(!solver.contains(a))
        #expect(!solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
        #expect(solver.unsatisfiedConstraints().isEmpty)
        #expect(solver.undeterminedVariables().isEmpty)

        // The same objects can be added again, and conflicts from before are gone.
        try solver.add(a)
        try solver.add(x >= 0)
        try solver.addEditVariable(x, priority: .high)
        expectValues(solver, [(x, 10)])
        guard case .unknownConstraint? = solverError({ try solver.remove(b) }) else {
            Issue.record("b should be unknown after reset")
            return
        }
    }
}
