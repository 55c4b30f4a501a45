import LayoutSolver
import Testing

/// A constraint the solver holds, together with its reference form.
struct TrackedConstraint {
    let constraint: Constraint
    let reference: ReferenceConstraint
}

/// Checks a solver's current solution against ``LexicographicReference`` and the solver's own reports.
enum SolutionCheck {
    /// - Parameters:
    ///   - active: the constraints in the solver, in add order.
    ///   - edits: edit constraints (`x == suggested` at the edit priority) in reference form.
    ///   - label: identifies the system (seed, step) in failure messages.
    static func verify(
        _ solver: Solver, variables: [Variable], active: [TrackedConstraint], edits: [ReferenceConstraint] = [],
        label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let point = variables.map { solver.value(of: $0) }
        let references = active.map(\.reference) + edits

        expectSameConstraints(solver.constraints, active.map(\.constraint), sourceLocation: sourceLocation)

        for tracked in active where tracked.reference.isRequired {
            let violation = tracked.reference.violation(at: point)
            #expect(violation <= 1e-6 * max(1, tracked.reference.magnitude(at: point)),
                    "\(label): required \(tracked.constraint) violated by \(violation) at \(point)",
                    sourceLocation: sourceLocation)
        }

        let optimum = LexicographicReference.solve(variableCount: variables.count, references)
        #expect(optimum.feasible, "\(label): the reference finds the accepted required set infeasible",
                sourceLocation: sourceLocation)
        guard optimum.feasible else { return }
        let priorities = optimum.levels.map(\.priority)
        let achieved = LexicographicReference.levelViolations(references, at: point, priorities: priorities)
        for (level, actual) in zip(optimum.levels, achieved) {
            #expect(abs(actual - level.violation) <= 1e-6 * max(1, level.violation),
                    "\(label): level \(level.priority) violation \(actual), optimum \(level.violation); point \(point), reference point \(optimum.point)",
                    sourceLocation: sourceLocation)
        }

        if edits.isEmpty {
            verifyUnsatisfiedReport(solver, point: point, active: active, label: label, sourceLocation: sourceLocation)
        }
    }

    /// The report lists violated optional constraints with their violations, by priority then add order.
    private static func verifyUnsatisfiedReport(
        _ solver: Solver, point: [Double], active: [TrackedConstraint], label: String,
        sourceLocation: SourceLocation
    ) {
        let report = solver.unsatisfiedConstraints()
        var positions: [Int] = []
        for entry in report {
            guard let position = active.firstIndex(where: { $0.constraint === entry.constraint }) else {
                Issue.record("\(label): reported \(entry.constraint), which is not in the solver",
                             sourceLocation: sourceLocation)
                continue
            }
            positions.append(position)
            let tracked = active[position]
            #expect(!tracked.reference.isRequired, "\(label): required constraint reported", sourceLocation: sourceLocation)
            #expect(entry.violation > 0, sourceLocation: sourceLocation)
            expectClose(entry.violation, tracked.reference.violation(at: point),
                        tolerance: 1e-6 * max(1, tracked.reference.magnitude(at: point)),
                        "\(label): violation of \(entry.constraint)", sourceLocation: sourceLocation)
        }
        for (earlier, later) in zip(positions, positions.dropFirst()) {
            let first = active[earlier].reference.priority, second = active[later].reference.priority
            #expect(first > second || (first == second && earlier < later),
                    "\(label): report out of order", sourceLocation: sourceLocation)
        }
        for (position, tracked) in active.enumerated()
        where !tracked.reference.isRequired && tracked.reference.violation(at: point) > 1e-6 {
            #expect(positions.contains(position), "\(label): \(tracked.constraint) violated but not reported",
                    sourceLocation: sourceLocation)
        }
    }
}
