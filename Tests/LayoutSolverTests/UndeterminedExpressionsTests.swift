import LayoutSolver
import Testing

/// `undetermined(_:)`: whether combinations of variables are fixed even when the variables are not.
@Suite("Undetermined expressions")
struct UndeterminedExpressionsTests {
    let parent = Variable("parent.x")
    let child = Variable("child.x")
    let width = Variable("width")

    @Test func childMovingWithAFreeParentIsFixedRelativeToIt() throws {
        let solver = Solver()
        try solver.add(child == parent + 10)
        try solver.add(width == 40)
        let answers = solver.undetermined([child - parent, LinearExpression(child), LinearExpression(width)])
        #expect(answers == [false, true, false])
    }

    @Test func sumIsFixedWhileItsPartsAreNot() throws {
        let solver = Solver()
        try solver.add(parent + child == 10)
        #expect(solver.undetermined([parent + child, LinearExpression(parent), parent - child]) == [false, true, true])
    }

    @Test func unknownVariablesAreFreeAndConstantsAreFixed() throws {
        let solver = Solver()
        try solver.add(parent == 5)
        #expect(solver.undetermined([LinearExpression(width), LinearExpression(constant: 3), LinearExpression(parent * 2)]) == [true, false, false])
    }

    @Test func tieBetweenEqualPrioritiesIsUndetermined() throws {
        let solver = Solver()
        try solver.add((width == 10).priority(.medium))
        try solver.add((width == 20).priority(.medium))
        try solver.add((parent == 0))
        #expect(solver.undetermined([LinearExpression(width), LinearExpression(parent)]) == [true, false])
    }
}
