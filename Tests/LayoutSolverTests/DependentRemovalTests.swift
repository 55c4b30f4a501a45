import LayoutSolver
import Testing

/// Removing constraints that others were built on, and checking what the rest of the system solves to.
@Suite("Removing constraints others depend on")
struct DependentRemovalTests {
    @Test func removingADefiningEquality() throws {
        let x = Variable("x"), w = Variable("w"), right = Variable("right")
        let solver = Solver()
        let definition = right == x + w
        try solver.add(definition)
        try solver.add(x == 10)
        try solver.add((w == 30).priority(.high))
        try solver.add(right <= 100)
        let far = (right == 200).priority(.medium)
        try solver.add(far)
        expectValues(solver, [(x, 10), (w, 30), (right, 40)])
        expectClose(solver.unsatisfiedConstraints().first?.violation ?? 0, 160)

        try solver.remove(definition)
        // right now answers only to right <= 100 and right == 200 @medium.
        expectValues(solver, [(x, 10), (w, 30), (right, 100)])
        expectClose(solver.unsatisfiedConstraints().first?.violation ?? 0, 100)
        #expect(solver.unsatisfiedConstraints().first?.constraint === far)

        try solver.add(definition)
        expectValues(solver, [(x, 10), (w, 30), (right, 40)])
    }

    @Test func removingALinkUnderAnInequality() throws {
        let a = Variable("a"), b = Variable("b"), c = Variable("c")
        let solver = Solver()
        let link = b == a + 10
        try solver.add(a == 0)
        try solver.add(link)
        try solver.add(c >= b + 5)
        try solver.add((c == 0).priority(.medium))
        expectValues(solver, [(a, 0), (b, 10), (c, 15)])

        try solver.remove(link)
        // c == 0 @medium now holds; b only has to stay <= -5.
        expectValues(solver, [(a, 0), (c, 0)])
        #expect(solver.value(of: b) <= -5 + 1e-9)
        #expect(solver.unsatisfiedConstraints().isEmpty)
        let reported = solver.undeterminedVariables()
        #expect(reported.count == 1 && reported.first === b, "reported \(reported.map(\.name))")
    }

    @Test func removingAnActiveInequality() throws {
        let x = Variable("x")
        let solver = Solver()
        let floor = x >= 10
        try solver.add(floor)
        try solver.add((x == 0).priority(.medium))
        expectValues(solver, [(x, 10)])
        try solver.remove(floor)
        expectValues(solver, [(x, 0)])
    }

    @Test func removingTheOnlyConstraintOfAnEditedRelation() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let double = y == 2 * x
        try solver.add(double)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 6)
        expectValues(solver, [(x, 6), (y, 12)])
        try solver.remove(double)
        expectValues(solver, [(x, 6)])
        #expect(solver.value(of: y) == 0, "a variable no constraint mentions gets 0")
        try solver.suggestValue(x, 7)
        expectValues(solver, [(x, 7)])
    }

    @Test func removingTheMiddleOfADefinitionChain() throws {
        // total = a + b, b = 2c, c == 5; remove b = 2c: b falls back to its own preference.
        let a = Variable("a"), b = Variable("b"), c = Variable("c"), total = Variable("total")
        let solver = Solver()
        let bc = b == 2 * c
        try solver.add(total == a + b)
        try solver.add(bc)
        try solver.add(c == 5)
        try solver.add(a == 1)
        try solver.add((b == 50).priority(.low))
        expectValues(solver, [(total, 11), (b, 10)])
        try solver.remove(bc)
        expectValues(solver, [(total, 51), (b, 50), (c, 5), (a, 1)])
        try solver.add(bc)
        expectValues(solver, [(total, 11), (b, 10), (c, 5), (a, 1)])
    }
}
