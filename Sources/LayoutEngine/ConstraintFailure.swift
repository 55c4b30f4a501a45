import LayoutScene
import LayoutSolver

/// Why a constraint is not in the solver.
enum ConstraintFailure {
    /// It conflicted with required constraints already there.
    case conflict(LayoutConflict)
    /// It holds a number or priority the solver refuses.
    case invalidInput(LayoutDiagnostic)

    /// The failure `error` means for `constraint`; conflict members are looked up among `wanted`.
    init(_ error: SolverError, constraint: DesiredConstraint, wanted: [ConstraintKey: DesiredConstraint]) {
        let reference = constraint.reference
        let reason: String
        switch error {
        case .unsatisfiable(let conflict):
            let members = conflict.constraints.compactMap { member in
                (member.tag as? ConstraintKey).flatMap { wanted[$0]?.reference }
            }
            self = .conflict(LayoutConflict(constraints: members, brokenConstraint: reference))
            return
        case .invalidNumber:
            reason = "it holds a number layout cannot use (not finite, beyond ±1e9, or a multiplier below 1e-9)"
        case .invalidPriority(let priority):
            reason = "its priority \(NumberText.compact(priority.value)) is outside 1...1000"
        default:
            reason = "the solver refused it (\(error))"
        }
        self = .invalidInput(LayoutDiagnostic(severity: .error, kind: .misuse,
                                              message: "Constraint ignored because \(reason): \(reference)",
                                              location: reference.location))
    }
}
