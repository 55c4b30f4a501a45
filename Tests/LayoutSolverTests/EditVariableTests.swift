import LayoutSolver
import Testing

/// Edit variables: suggesting values, their priority against other constraints, removal and re-adding.
@Suite("Edit variables")
struct EditVariableTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func suggestMovesAFreeVariable() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: .high)
        #expect(solver.hasEditVariable(x))
        #expect(!solver.hasEditVariable(y))
        try solver.suggestValue(x, 42)
        expectValues(solver, [(x, 42)])
        try solver.suggestValue(x, -7.5)
        expectValues(solver, [(x, -7.5)])
    }

    @Test func addingAnEditChangesNothingUntilSuggest() throws {
        let solver = Solver()
        try solver.add(x + y == 100)
        try solver.add((x == 20).priority(.low))
        expectValues(solver, [(x, 20), (y, 80)])
        try solver.addEditVariable(y, priority: .high)
        expectValues(solver, [(x, 20), (y, 80)])
        try solver.suggestValue(y, 30)
        expectValues(solver, [(x, 70), (y, 30)])
    }

    @Test func editStartsAtTheCurrentValue() throws {
        // x == 30 @low is the only preference; an edit @high added while x is 30 keeps it there
        // even after the low preference moves away.
        let solver = Solver()
        let preference = (x == 30).priority(.low)
        try solver.add(x >= 0)
        try solver.add(preference)
        try solver.addEditVariable(x, priority: .high)
        expectValues(solver, [(x, 30)])
        try solver.remove(preference)
        try solver.add((x == 90).priority(.low))
        expectValues(solver, [(x, 30)])
    }

    @Test func higherEditPriorityWins() throws {
        let solver = Solver()
        try solver.add((x == 30).priority(.medium))
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 80)
        expectValues(solver, [(x, 80)])
        let unsatisfied = solver.unsatisfiedConstraints()
        #expect(unsatisfied.count == 1)
        expectClose(unsatisfied.first?.violation ?? 0, 50)
    }

    @Test func lowerEditPriorityYields() throws {
        let solver = Solver()
        try solver.add((x == 30).priority(.medium))
        try solver.addEditVariable(x, priority: .low)
        try solver.suggestValue(x, 80)
        expectValues(solver, [(x, 30)])
    }

    @Test func requiredConstraintsBoundTheSuggestion() throws {
        let solver = Solver()
        try solver.add(x <= 50)
        try solver.add(x >= 10)
        try solver.addEditVariable(x, priority: 999)
        try solver.suggestValue(x, 80)
        expectValues(solver, [(x, 50)])
        try solver.suggestValue(x, -80)
        expectValues(solver, [(x, 10)])
        try solver.suggestValue(x, 33)
        expectValues(solver, [(x, 33)])
    }

    @Test func twoEditVariables() throws {
        // Dragging both ends of a box whose width prefers 100.
        let left = Variable("left"), right = Variable("right")
        let solver = Solver()
        try solver.add(right >= left)
        try solver.add((right - left == 100).priority(.low))
        try solver.addEditVariable(left, priority: .high)
        try solver.addEditVariable(right, priority: .high)
        try solver.suggestValue(left, 10)
        try solver.suggestValue(right, 50)
        expectValues(solver, [(left, 10), (right, 50)])
        // Asking for right < left: the required order wins, the two edits share the cost.
        try solver.suggestValue(right, 0)
        #expect(solver.value(of: right) >= solver.value(of: left) - 1e-9)
        #expect(solver.value(of: left) >= -1e-9 && solver.value(of: left) <= 10 + 1e-9)
        expectClose(solver.value(of: right), solver.value(of: left))
    }

    @Test func removeEditReleasesTheVariable() throws {
        let solver = Solver()
        try solver.add(x >= 0)
        try solver.add((x == 30).priority(.low))
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 70)
        expectValues(solver, [(x, 70)])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        expectValues(solver, [(x, 30)])
    }

    @Test func removingEditsOneAfterAnother() throws {
        // The edit @999 holds x at its bound 50 against x == 10 @high. Removing the unrelated
        // edit on y changes nothing; removing the edit on x then lets x go back to 10.
        let solver = Solver()
        try solver.add(x <= 50)
        try solver.add((x == 10).priority(.high))
        try solver.addEditVariable(x, priority: 999)
        try solver.addEditVariable(y, priority: 1)
        try solver.suggestValue(x, 60)
        expectValues(solver, [(x, 50)])
        try solver.removeEditVariable(y)
        expectValues(solver, [(x, 50)])
        try solver.removeEditVariable(x)
        expectValues(solver, [(x, 10)])
    }

    @Test func reAddedEditStartsOver() throws {
        let solver = Solver()
        try solver.add((x == 30).priority(.low))
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 70)
        try solver.removeEditVariable(x)
        try solver.addEditVariable(x, priority: .medium)
        expectValues(solver, [(x, 30)])
        try solver.suggestValue(x, 10)
        expectValues(solver, [(x, 10)])
    }

    @Test func editDrivesDependentVariables() throws {
        let solver = Solver()
        try solver.add(y == 2 * x + 5)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 10)
        expectValues(solver, [(x, 10), (y, 25)])
        try solver.suggestValue(x, -2.5)
        expectValues(solver, [(x, -2.5), (y, 0)])
    }
}
