import LayoutSolver
import Testing

/// Checks an `.unsatisfiable` conflict: shape, the reference's verdict, and minimality in fresh solvers.
enum ConflictCheck {
    /// - Parameters:
    ///   - rejected: the constraint whose add failed.
    ///   - present: the constraints in the solver when the add failed, in add order.
    static func verify(
        _ conflict: Conflict, rejected: TrackedConstraint, present: [TrackedConstraint], variableCount: Int,
        label: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(conflict.constraint === rejected.constraint, "\(label)", sourceLocation: sourceLocation)
        #expect(conflict.constraints.last === rejected.constraint, "\(label): rejected constraint must come last",
                sourceLocation: sourceLocation)

        // The other members are present required constraints, listed in add order.
        var members: [TrackedConstraint] = []
        var lastPosition = -1
        for member in conflict.constraints.dropLast() {
            guard let position = present.firstIndex(where: { $0.constraint === member }) else {
                Issue.record("\(label): conflict member \(member) is not in the solver", sourceLocation: sourceLocation)
                return
            }
            #expect(position > lastPosition, "\(label): conflict members out of add order", sourceLocation: sourceLocation)
            #expect(member.priority.isRequired, "\(label): optional conflict member", sourceLocation: sourceLocation)
            lastPosition = position
            members.append(present[position])
        }
        members.append(rejected)

        // The reference agrees the set is infeasible and each proper subset feasible.
        let references = members.map(\.reference)
        #expect(!LexicographicReference.isFeasible(variableCount: variableCount, references),
                "\(label): the reference finds the conflict set \(describe(conflict.constraints)) feasible",
                sourceLocation: sourceLocation)
        for skipped in references.indices {
            var subset = references
            subset.remove(at: skipped)
            #expect(LexicographicReference.isFeasible(variableCount: variableCount, subset),
                    "\(label): conflict set not minimal, \(conflict.constraints[skipped]) is not needed",
                    sourceLocation: sourceLocation)
        }

        // Fresh solvers agree: the full set fails, every set with one member left out succeeds.
        let full = Solver()
        let fullError = solverError {
            for member in conflict.constraints { try full.add(member) }
        }
        #expect(fullError != nil, "\(label): a fresh solver accepts the whole conflict set",
                sourceLocation: sourceLocation)
        for skipped in conflict.constraints.indices {
            let fresh = Solver()
            let error = solverError {
                for (index, member) in conflict.constraints.enumerated() where index != skipped {
                    try fresh.add(member)
                }
            }
            #expect(error == nil, "\(label): without \(conflict.constraints[skipped]) the set still fails: \(String(describing: error))",
                    sourceLocation: sourceLocation)
        }
    }
}
