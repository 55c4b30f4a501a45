import LayoutSolver
import Testing

/// `.duplicateConstraint`, `.unknownConstraint` and `.invalidPriority` on constraints; each leaves
/// the solver as it was.
@Suite("Constraint errors")
struct ConstraintErrorTests {
    let x = Variable("x")

    @Test func duplicateConstraint() throws {
        let solver = Solver()
        let c = x == 10
        try solver.add(c)
        let error = solverError { try solver.add(c) }
        guard case .duplicateConstraint(let duplicate)? = error else {
            Issue.record("expected .duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(duplicate === c)
        expectSameConstraints(solver.constraints, [c])
        #expect(solver.value(of: x) == 10)
        #expect(error?.description.hasPrefix("constraint is already in the solver") == true)
    }

    @Test func unknownConstraint() throws {
        let solver = Solver()
        let present = x >= 1, absent = x >= 1
        try solver.add(present)
        let error = solverError { try solver.remove(absent) }
        guard case .unknownConstraint(let unknown)? = error else {
            Issue.record("expected .unknownConstraint, got \(String(describing: error))")
            return
        }
        #expect(unknown === absent)
        expectSameConstraints(solver.constraints, [present])
    }

    @Test func removingTwiceIsUnknown() throws {
        let solver = Solver()
        let c = x == 3
        try solver.add(c)
        try solver.remove(c)
        guard case .unknownConstraint(let unknown)? = solverError({ try solver.remove(c) }) else {
            Issue.record("expected .unknownConstraint")
            return
        }
        #expect(unknown === c)
    }

    @Test(arguments: [0.0, 1001, .nan, -250, .infinity, 0.5])
    func invalidPriority(_ value: Double) throws {
        let solver = Solver()
        let kept = (x == 4).priority(.low)
        try solver.add(kept)
        let c = (x == 10).priority(Priority(value))
        let priority = expectInvalidPriority(solverError { try solver.add(c) })
        if let priority {
            #expect(priority.value.bitPattern == value.bitPattern)
        }
        #expect(!solver.contains(c))
        expectSameConstraints(solver.constraints, [kept])
        #expect(solver.value(of: x) == 4)
    }

    @Test func boundaryPrioritiesAreAccepted() throws {
        let solver = Solver()
        try solver.add((x == 1).priority(1))
        try solver.add((x == 2).priority(999.999))
        try solver.add((x >= 0).priority(1000))
        expectValues(solver, [(x, 2)])
    }

    @Test func errorDescriptions() {
        let w = Variable("w")
        #expect(SolverError.unknownEditVariable(w).description == "w is not an edit variable")
        #expect(SolverError.duplicateEditVariable(w).description == "w is already an edit variable")
        #expect(SolverError.requiredEditPriority(w).description == "edit variable w cannot have required priority")
        #expect(SolverError.invalidPriority(Priority(0)).description == "priority 0 is outside 1...1000")
        #expect(SolverError.pivotLimitExceeded(7).description == "the solver gave up after 7 pivots")
        #expect(SolverError.infeasibleSuggestion(w).description
            == "no solution could be restored after suggesting a value for w")
    }
}
