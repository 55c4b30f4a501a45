import LayoutSolver
import Testing

/// The edit-variable errors: duplicate, unknown, required priority, invalid priority.
@Suite("Edit variable errors")
struct EditVariableErrorTests {
    let x = Variable("x")

    @Test func duplicateEditVariable() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 12)
        let error = solverError { try solver.addEditVariable(x, priority: .low) }
        guard case .duplicateEditVariable(let variable)? = error else {
            Issue.record("expected .duplicateEditVariable, got \(String(describing: error))")
            return
        }
        #expect(variable === x)
        #expect(solver.hasEditVariable(x))
        expectValues(solver, [(x, 12)])
    }

    @Test func unknownEditVariableOnRemove() {
        let solver = Solver()
        let error = solverError { try solver.removeEditVariable(x) }
        guard case .unknownEditVariable(let variable)? = error else {
            Issue.record("expected .unknownEditVariable, got \(String(describing: error))")
            return
        }
        #expect(variable === x)
    }

    @Test func unknownEditVariableOnSuggest() throws {
        let solver = Solver()
        try solver.add(x == 3)
        let error = solverError { try solver.suggestValue(x, 5) }
        guard case .unknownEditVariable(let variable)? = error else {
            Issue.record("expected .unknownEditVariable, got \(String(describing: error))")
            return
        }
        #expect(variable === x)
        expectValues(solver, [(x, 3)])
    }

    @Test func suggestAfterRemoveIsUnknown() throws {
        let solver = Solver()
        try solver.addEditVariable(x, priority: .high)
        try solver.removeEditVariable(x)
        guard case .unknownEditVariable? = solverError({ try solver.suggestValue(x, 1) }) else {
            Issue.record("expected .unknownEditVariable")
            return
        }
        guard case .unknownEditVariable? = solverError({ try solver.removeEditVariable(x) }) else {
            Issue.record("expected .unknownEditVariable")
            return
        }
    }

    @Test func requiredEditPriority() {
        let solver = Solver()
        let error = solverError { try solver.addEditVariable(x, priority: .required) }
        guard case .requiredEditPriority(let variable)? = error else {
            Issue.record("expected .requiredEditPriority, got \(String(describing: error))")
            return
        }
        #expect(variable === x)
        #expect(!solver.hasEditVariable(x))
    }

    @Test(arguments: [0.0, 1001, .nan])
    func invalidEditPriority(_ value: Double) {
        let solver = Solver()
        let priority = expectInvalidPriority(solverError { try solver.addEditVariable(x, priority: Priority(value)) })
        if let priority { #expect(priority.value.bitPattern == value.bitPattern) }
        #expect(!solver.hasEditVariable(x))
    }
}
