import LayoutSolver
import Testing

/// `updateConstant(of:to:)` on every storage form: definitions, required and optional rows.
@Suite("Constant updates")
struct UpdateConstantTests {
    let x = Variable("x")
    let y = Variable("y")

    @Test func requiredDefinitionMoves() throws {
        let solver = Solver()
        let pin = x == 10
        try solver.add(pin)
        try solver.add(y == x + 5)
        let moved = try solver.updateConstant(of: pin, to: -30)
        solver.updateVariables()
        expectValues(solver, [(x, 30), (y, 35)])
        #expect(solver.contains(moved))
        #expect(!solver.contains(pin))
    }

    @Test func definitionMovesTheRowsBuiltFromIt() throws {
        let solver = Solver()
        let height = Variable("height"), bottom = Variable("bottom")
        let pin = height == 20
        try solver.add(pin)
        try solver.add(bottom == x + height)
        try solver.add(x >= 5)
        try solver.add(bottom <= 100)
        try solver.add((x == 90).priority(.low))
        expectValues(solver, [(x, 80), (bottom, 100)])
        let taller = try solver.updateConstant(of: pin, to: -50)
        expectValues(solver, [(height, 50), (x, 50), (bottom, 100)])
        let refused = solverError { _ = try solver.updateConstant(of: taller, to: -200) }
        #expect(refused.map { if case .unsatisfiable = $0 { true } else { false } } == true)
        expectValues(solver, [(height, 50), (x, 50), (bottom, 100)])
        _ = try solver.updateConstant(of: taller, to: -1)
        expectValues(solver, [(height, 1), (x, 90), (bottom, 91)])
    }

    @Test func optionalEqualityMovesWithinBounds() throws {
        let solver = Solver()
        try solver.add(x <= 100)
        let preferred = (x == 40).priority(.high)
        try solver.add(preferred)
        let moved = try solver.updateConstant(of: preferred, to: -150)
        expectValues(solver, [(x, 100)])
        #expect(moved.priority == .high)
        let back = try solver.updateConstant(of: moved, to: -20)
        expectValues(solver, [(x, 20)])
        #expect(solver.constraints.count == 2)
        #expect(solver.constraints.last === back)
    }

    @Test func requiredInequalityPushesBothWays() throws {
        let solver = Solver()
        try solver.add((x == 0).priority(.low))
        let floor = x >= 10
        try solver.add(floor)
        expectValues(solver, [(x, 10)])
        let raised = try solver.updateConstant(of: floor, to: -25)
        expectValues(solver, [(x, 25)])
        let ceiling = x <= 50
        try solver.add(ceiling)
        let lowered = try solver.updateConstant(of: ceiling, to: -30)
        expectValues(solver, [(x, 25)])
        _ = try solver.updateConstant(of: raised, to: -5)
        expectValues(solver, [(x, 5)])
        #expect(solver.contains(lowered))
    }

    @Test func refusedChangeKeepsTheOldConstraint() throws {
        let solver = Solver()
        let ceiling = x <= 50
        try solver.add(x >= 10)
        try solver.add(ceiling)
        let error = solverError { _ = try solver.updateConstant(of: ceiling, to: -5) }
        guard case .unsatisfiable(let conflict) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(conflict.constraints.count == 2)
        #expect(conflict.constraints.last?.expression.constant == -5)
        #expect(solver.contains(ceiling))
        expectValues(solver, [(x, 10)])
    }

    @Test func redundantEqualityCannotDisagree() throws {
        let solver = Solver()
        try solver.add(x == 10)
        let twin = x == 10
        try solver.add(twin)
        let error = solverError { _ = try solver.updateConstant(of: twin, to: -12) }
        #expect(error.map { if case .unsatisfiable = $0 { true } else { false } } == true)
        #expect(solver.contains(twin))
        expectValues(solver, [(x, 10)])
    }

    @Test func unknownAndInvalidConstantsAreRefused() throws {
        let solver = Solver()
        let stray = x == 1
        let unknown = solverError { _ = try solver.updateConstant(of: stray, to: 2) }
        #expect(unknown.map { if case .unknownConstraint = $0 { true } else { false } } == true)
        try solver.add(stray)
        let invalid = solverError { _ = try solver.updateConstant(of: stray, to: .nan) }
        #expect(invalid.map { if case .invalidNumber = $0 { true } else { false } } == true)
        #expect(solver.contains(stray))
    }
}
