import LayoutSolver
import Testing

/// `add`, `remove`, `contains`, `constraints` order, and what a removal does to the solution.
@Suite("Adding and removing constraints")
struct SolverMembershipTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func emptySolver() {
        let solver = Solver()
        #expect(solver.constraints.isEmpty)
        #expect(solver.value(of: x) == 0)
        #expect(solver.unsatisfiedConstraints().isEmpty)
        #expect(solver.undeterminedVariables().isEmpty)
        #expect(Solver.maximumMagnitude == 1e9)
    }

    @Test func addSolvesImmediately() throws {
        let solver = Solver()
        let c = x == 10
        try solver.add(c)
        #expect(solver.contains(c))
        #expect(solver.value(of: x) == 10)
        #expect(x.value == 0, "Variable.value is written only by updateVariables()")
    }

    @Test func constraintsAreListedInAddOrder() throws {
        let solver = Solver()
        let a = x >= 0, b = (y == 5).priority(.low), c = x + y <= 100
        try solver.add(a)
        try solver.add(b)
        try solver.add(c)
        expectSameConstraints(solver.constraints, [a, b, c])

        try solver.remove(b)
        #expect(!solver.contains(b))
        #expect(solver.contains(a) && solver.contains(c))
        expectSameConstraints(solver.constraints, [a, c])

        try solver.add(b)
        expectSameConstraints(solver.constraints, [a, c, b])
    }

    @Test func lookAlikeConstraintsAreDistinct() throws {
        let solver = Solver()
        let first = x == 10, second = x == 10
        try solver.add(first)
        #expect(!solver.contains(second))
        try solver.add(second)
        expectSameConstraints(solver.constraints, [first, second])
        try solver.remove(first)
        #expect(solver.contains(second))
        #expect(solver.value(of: x) == 10)
    }

    @Test func editConstraintsAreNotListed() throws {
        let solver = Solver()
        let c = x >= 0
        try solver.add(c)
        try solver.addEditVariable(x, priority: .high)
        expectSameConstraints(solver.constraints, [c])
    }

    @Test func removingARequiredConstraintLetsOptionalOnesWin() throws {
        let solver = Solver()
        let pin = x == 10
        try solver.add((x == 30).priority(.medium))
        try solver.add(pin)
        expectValues(solver, [(x, 10)])
        try solver.remove(pin)
        expectValues(solver, [(x, 30)])
    }

    @Test func removingAnOptionalConstraintRestoresTheNextPreference() throws {
        let solver = Solver()
        let strong = (x == 70).priority(.high)
        try solver.add(x >= 0)
        try solver.add(x <= 100)
        try solver.add((x == 20).priority(.low))
        try solver.add(strong)
        expectValues(solver, [(x, 70)])
        try solver.remove(strong)
        expectValues(solver, [(x, 20)])
    }

    @Test func removingAnActiveOptionalInequality() throws {
        // x <= -5 @medium holds x at its bound 0, against x == 10 @low; once removed, x goes to 10.
        let solver = Solver()
        let cap = (x <= -5).priority(.medium)
        try solver.add(x >= 0)
        try solver.add(cap)
        try solver.add((x == 10).priority(.low))
        expectValues(solver, [(x, 0)])
        try solver.remove(cap)
        expectValues(solver, [(x, 10)])
        #expect(solver.unsatisfiedConstraints().isEmpty)
    }

    @Test func removingEverythingLeavesZero() throws {
        let solver = Solver()
        let a = x == 10, b = y == x + 5
        try solver.add(a)
        try solver.add(b)
        expectValues(solver, [(x, 10), (y, 15)])
        try solver.remove(a)
        try solver.remove(b)
        #expect(solver.constraints.isEmpty)
        #expect(solver.value(of: x) == 0)
        #expect(solver.value(of: y) == 0)
    }

    @Test func oneConstraintInTwoSolvers() throws {
        let first = Solver(), second = Solver()
        let c = x == 12
        try first.add(c)
        try second.add(c)
        try first.remove(c)
        #expect(!first.contains(c))
        #expect(second.contains(c))
        #expect(second.value(of: x) == 12)
    }

    @Test func constantOnlyConstraints() throws {
        let solver = Solver()
        // -5 <= 0 always holds; 5 == 0 never does, on its own.
        let holds = Constraint(LinearExpression(constant: -5), .lessThanOrEqual)
        try solver.add(holds)
        #expect(solver.contains(holds))
        let never = Constraint(LinearExpression(constant: 5), .equal)
        if let conflict = expectConflict(solverError { try solver.add(never) }) {
            #expect(conflict.constraint === never)
            expectSameConstraints(conflict.constraints, [never])
        }
        #expect(!solver.contains(never))
        // As an optional constraint it is simply violated by 5.
        let soft = never.priority(.medium)
        try solver.add(soft)
        let unsatisfied = solver.unsatisfiedConstraints()
        #expect(unsatisfied.count == 1)
        #expect(unsatisfied.first?.constraint === soft)
        expectClose(unsatisfied.first?.violation ?? 0, 5, tolerance: 1e-9)
    }
}
