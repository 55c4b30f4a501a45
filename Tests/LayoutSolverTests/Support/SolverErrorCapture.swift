import LayoutSolver
import Testing

/// Runs solver calls and returns the `SolverError` they threw, or `nil` when they succeeded, so tests
/// can pattern-match the exact case:
/// `guard case .duplicateConstraint(let c)? = solverError({ try solver.add(x) }) else { … }`.
///
/// The closure is untyped (`throws`) because Swift 6 does not infer a closure's thrown type; the solver's
/// methods throw `SolverError` only, so anything else is recorded as an issue.
func solverError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> SolverError? {
    do {
        try body()
    } catch let error as SolverError {
        return error
    } catch {
        Issue.record("a solver call threw \(error), which is not a SolverError", sourceLocation: sourceLocation)
    }
    return nil
}

/// Expects `error` to be `.unsatisfiable` and returns its conflict, recording an issue otherwise.
func expectConflict(
    _ error: SolverError?, sourceLocation: SourceLocation = #_sourceLocation
) -> Conflict? {
    guard case .unsatisfiable(let conflict)? = error else {
        Issue.record("expected .unsatisfiable, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    return conflict
}

/// Expects `error` to be `.invalidNumber` and returns the reported value, recording an issue otherwise.
func expectInvalidNumber(
    _ error: SolverError?, sourceLocation: SourceLocation = #_sourceLocation
) -> Double? {
    guard case .invalidNumber(let value, let context)? = error else {
        Issue.record("expected .invalidNumber, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(!context.isEmpty, "invalidNumber should say where the number was", sourceLocation: sourceLocation)
    return value
}

/// Expects `error` to be `.invalidPriority` and returns the reported priority, recording an issue otherwise.
func expectInvalidPriority(
    _ error: SolverError?, sourceLocation: SourceLocation = #_sourceLocation
) -> Priority? {
    guard case .invalidPriority(let priority)? = error else {
        Issue.record("expected .invalidPriority, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    return priority
}
