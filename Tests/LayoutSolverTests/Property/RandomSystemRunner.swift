import LayoutSolver
import Testing

/// Feeds a ``RandomSystem`` to a solver one constraint at a time, checking every rejected add
/// (reference verdict, untouched values, minimal conflict) and keeping track of what was accepted.
struct RandomSystemRunner {
    let system: RandomSystem
    let variables: [Variable]
    let solver = Solver()
    let label: String
    private(set) var active: [TrackedConstraint] = []
    private(set) var rejected: [TrackedConstraint] = []

    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        system = RandomSystem.draw(&random)
        variables = (0..<system.variableCount).map { Variable("x\($0)") }
        label = "seed \(seed)"
    }

    func track(_ spec: RandomConstraintSpec) -> TrackedConstraint {
        TrackedConstraint(constraint: spec.makeConstraint(variables),
                          reference: spec.reference(variableCount: variables.count))
    }

    /// Adds the bounds (which must succeed) and then each random constraint.
    mutating func addAll(sourceLocation: SourceLocation = #_sourceLocation) {
        for spec in system.bounds {
            let tracked = track(spec)
            let error = solverError { try solver.add(tracked.constraint) }
            #expect(error == nil, "\(label): bound \(tracked.constraint) rejected", sourceLocation: sourceLocation)
            if error == nil { active.append(tracked) }
        }
        for spec in system.extras {
            add(track(spec), sourceLocation: sourceLocation)
        }
    }

    /// Adds one constraint; on rejection checks everything a rejection promises. Returns whether it was accepted.
    @discardableResult
    mutating func add(_ tracked: TrackedConstraint, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let before = valueBits(solver, variables)
        let error = solverError { try solver.add(tracked.constraint) }
        guard let error else {
            active.append(tracked)
            return true
        }
        let step = "\(label), adding \(tracked.constraint)"
        guard case .unsatisfiable(let conflict) = error else {
            Issue.record("\(step): unexpected \(error)", sourceLocation: sourceLocation)
            return false
        }
        rejected.append(tracked)
        #expect(tracked.reference.isRequired, "\(step): optional constraint rejected", sourceLocation: sourceLocation)
        let present = active.map(\.reference)
        #expect(LexicographicReference.isFeasible(variableCount: variables.count, present),
                "\(step): the reference finds the set before the add infeasible", sourceLocation: sourceLocation)
        #expect(!LexicographicReference.isFeasible(variableCount: variables.count, present + [tracked.reference]),
                "\(step): rejected, but the reference finds the set with it feasible", sourceLocation: sourceLocation)
        #expect(valueBits(solver, variables) == before, "\(step): a failed add changed values",
                sourceLocation: sourceLocation)
        #expect(!solver.contains(tracked.constraint), sourceLocation: sourceLocation)
        expectSameConstraints(solver.constraints, active.map(\.constraint), sourceLocation: sourceLocation)
        ConflictCheck.verify(conflict, rejected: tracked, present: active, variableCount: variables.count,
                             label: step, sourceLocation: sourceLocation)
        return false
    }

    /// Removes the active constraint at `position`.
    mutating func remove(at position: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let tracked = active.remove(at: position)
        let error = solverError { try solver.remove(tracked.constraint) }
        #expect(error == nil, "\(label): removing \(tracked.constraint) failed: \(String(describing: error))",
                sourceLocation: sourceLocation)
    }

    /// Changes the constant of the active constraint at `position` with `updateConstant`; on refusal checks
    /// that the reference agrees, the old constraint stays and no value moved. Returns whether it was accepted.
    @discardableResult
    mutating func updateConstant(at position: Int, to constant: Double,
                                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let old = active[position]
        var reference = old.reference
        reference.constant = constant
        let before = valueBits(solver, variables)
        var replacement: Constraint?
        let error = solverError { replacement = try solver.updateConstant(of: old.constraint, to: constant) }
        let step = "\(label), constant of \(old.constraint) to \(constant)"
        if let replacement {
            #expect(!solver.contains(old.constraint), "\(step): old constraint kept", sourceLocation: sourceLocation)
            #expect(replacement.expression.constant == constant, sourceLocation: sourceLocation)
            active[position] = TrackedConstraint(constraint: replacement, reference: reference)
            return true
        }
        guard case .unsatisfiable(let conflict) = error else {
            Issue.record("\(step): unexpected \(String(describing: error))", sourceLocation: sourceLocation)
            return false
        }
        var others = active.map(\.reference)
        others.remove(at: position)
        #expect(!LexicographicReference.isFeasible(variableCount: variables.count, others + [reference]),
                "\(step): refused, but the reference finds it feasible", sourceLocation: sourceLocation)
        #expect(conflict.constraints.last?.expression.constant == constant, sourceLocation: sourceLocation)
        #expect(valueBits(solver, variables) == before, "\(step): a refused update changed values",
                sourceLocation: sourceLocation)
        #expect(solver.contains(old.constraint), "\(step): old constraint lost", sourceLocation: sourceLocation)
        return false
    }

    func verifySolution(_ step: String, edits: [ReferenceConstraint] = [],
                        sourceLocation: SourceLocation = #_sourceLocation) {
        SolutionCheck.verify(solver, variables: variables, active: active, edits: edits,
                             label: "\(label), \(step)", sourceLocation: sourceLocation)
    }
}
