import LayoutSolver
import Testing

/// `updateVariables()` writes `Variable.value` and reports exactly the variables that changed.
@Suite("Updating variables")
struct UpdateVariablesTests {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")

    @Test func countsOnlyChangedVariables() throws {
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 10)
        try solver.add(z == 0)          // stays at its initial 0: not a change
        #expect(solver.updateVariables() == 2)
        #expect(x.value == 10)
        #expect(y.value == 20)
        #expect(z.value == 0)
        #expect(solver.updateVariables() == 0)
    }

    @Test func changedListReportsOnlyChangedVariables() throws {
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x + 10)
        try solver.add(z == 0)
        var changed: [Variable] = []
        solver.updateVariables(changed: &changed)
        expectSameVariableSet(changed, [x, y])

        var again: [Variable] = []
        solver.updateVariables(changed: &again)
        #expect(again.isEmpty)
    }

    @Test func changedListIsAppendedTo() throws {
        let solver = Solver()
        let marker = Variable("marker")
        try solver.add(x == 1)
        var changed = [marker]
        solver.updateVariables(changed: &changed)
        #expect(changed.count == 2)
        #expect(changed.first === marker)
        #expect(changed.last === x)
    }

    @Test func onlyVariablesMovedBySuggestionAreReported() throws {
        let solver = Solver()
        try solver.add(y == 2 * x)
        try solver.add(z == 5)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 1)
        #expect(solver.updateVariables() == 3)
        try solver.suggestValue(x, 4)
        var changed: [Variable] = []
        solver.updateVariables(changed: &changed)
        expectSameVariableSet(changed, [x, y])
        #expect(x.value == 4 && y.value == 8 && z.value == 5)
        try solver.suggestValue(x, 4)
        #expect(solver.updateVariables() == 0)
    }

    @Test func valuesAreWrittenOnlyOnUpdate() throws {
        let solver = Solver()
        try solver.add(x == 7)
        solver.updateVariables()
        let pin = x == 9
        try solver.add(pin.priority(.high))
        #expect(solver.value(of: x) == 7, "required x == 7 still wins")
        let other = Solver()
        try other.add(x == 3)
        #expect(x.value == 7, "another solver does not write x until it updates")
        other.updateVariables()
        #expect(x.value == 3)
    }

    @Test func updateAfterRemovalReportsTheChange() throws {
        let solver = Solver()
        let pin = x == 10
        try solver.add((x == 4).priority(.low))
        try solver.add(pin)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(pin)
        var changed: [Variable] = []
        solver.updateVariables(changed: &changed)
        expectSameVariableSet(changed, [x])
        #expect(x.value == 4)
    }
}
