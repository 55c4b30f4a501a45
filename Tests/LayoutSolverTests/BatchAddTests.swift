import LayoutSolver
import Testing

/// `add([Constraint])`: everything or nothing.
@Suite("Batch add")
struct BatchAddTests {
    let w = Variable("w")
    let h = Variable("h")

    @Test func addsAllInOrder() throws {
        let solver = Solver()
        let a = w >= 10, b = w == 2 * h, c = (h == 30).priority(.medium)
        try solver.add(a)
        try solver.add([b, c])
        expectSameConstraints(solver.constraints, [a, b, c])
        expectValues(solver, [(w, 60), (h, 30)])
    }

    @Test func emptyBatchChangesNothing() throws {
        let solver = Solver()
        let a = w == 4
        try solver.add(a)
        try solver.add([Constraint]())
        expectSameConstraints(solver.constraints, [a])
        #expect(solver.value(of: w) == 4)
    }

    @Test func conflictAddsNothing() throws {
        let solver = Solver()
        let floor = w >= 10
        try solver.add(floor)
        try solver.add((h == 7).priority(.low))
        let before = valueBits(solver, [w, h])
        let ceiling = w <= 40, unrelated = h == 5, tooWide = w == 50
        let error = solverError { try solver.add([ceiling, unrelated, tooWide]) }
        if let conflict = expectConflict(error) {
            #expect(conflict.constraint === tooWide)
            expectSameConstraints(conflict.constraints, [ceiling, tooWide])
        }
        #expect(solver.constraints.count == 2)
        #expect(!solver.contains(ceiling) && !solver.contains(unrelated) && !solver.contains(tooWide))
        #expect(valueBits(solver, [w, h]) == before)
        // Nothing of the batch stayed behind: each member can now be added on its own.
        try solver.add(unrelated)
        try solver.add(tooWide)
        expectValues(solver, [(w, 50), (h, 5)])
    }

    @Test func duplicateInsideTheBatchAddsNothing() {
        let solver = Solver()
        let a = w == 10, b = h == 5
        let error = solverError { try solver.add([a, b, a]) }
        guard case .duplicateConstraint(let duplicate)? = error else {
            Issue.record("expected .duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(duplicate === a)
        #expect(solver.constraints.isEmpty)
        #expect(solver.value(of: w) == 0)
    }

    @Test func alreadyPresentMemberAddsNothing() throws {
        let solver = Solver()
        let a = w == 10
        try solver.add(a)
        let b = h == 5
        let error = solverError { try solver.add([b, a]) }
        guard case .duplicateConstraint(let duplicate)? = error else {
            Issue.record("expected .duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(duplicate === a)
        expectSameConstraints(solver.constraints, [a])
        #expect(solver.value(of: h) == 0)
    }

    @Test func invalidMemberAddsNothing() {
        let solver = Solver()
        let good = w == 10, bad = (h == 5).priority(0)
        _ = expectInvalidPriority(solverError { try solver.add([good, bad]) })
        #expect(solver.constraints.isEmpty)
        let nan = Constraint(LinearExpression(terms: [Term(h, .nan)]), .equal)
        _ = expectInvalidNumber(solverError { try solver.add([good, nan]) })
        #expect(solver.constraints.isEmpty)
        #expect(solver.value(of: w) == 0)
    }

    @Test func batchSolvesLikeOneByOne() throws {
        let left = Variable("left"), right = Variable("right"), width = Variable("width")
        let constraints = [left >= 0, right <= 300, right == left + width,
                           (width == 120).priority(.high), (left == 250).priority(.low)]
        let batch = Solver(), single = Solver()
        try batch.add(constraints)
        for constraint in constraints { try single.add(constraint) }
        // width 120 (high) forces left <= 180; left == 250 (low) then pulls left up to 180.
        expectValues(batch, [(left, 180), (right, 300), (width, 120)])
        expectValues(single, [(left, 180), (right, 300), (width, 120)])
        expectSameConstraints(batch.constraints, constraints)
    }
}
