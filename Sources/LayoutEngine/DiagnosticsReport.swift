import LayoutScene
import LayoutSolver

/// A layout's diagnostics in reporting order: recorded DSL misuse, refused numbers, conflicts, unsatisfied optional
/// constraints, ambiguity, and a warning when the solving did not settle.
struct DiagnosticsReport {
    let diagnostics: [LayoutDiagnostic]
    let conflicts: [LayoutConflict]

    init(canvas: Canvas, solved: SolvedLayout, session: SolverSession, ambiguity: AmbiguityReport) {
        let failures = solved.desired.compactMap { session.failures[$0.key] }
        let invalidInput = failures.compactMap { failure -> LayoutDiagnostic? in
            if case .invalidInput(let diagnostic) = failure { return diagnostic }
            return nil
        }
        conflicts = failures.compactMap { failure -> LayoutConflict? in
            if case .conflict(let conflict) = failure { return conflict }
            return nil
        }
        let conflictDiagnostics = conflicts.map {
            LayoutDiagnostic(severity: .error, kind: .conflict, message: $0.description,
                             location: $0.brokenConstraint.location)
        }
        diagnostics = canvas.recordedMisuse() + invalidInput + conflictDiagnostics
            + Self.unsatisfiedOptionals(solved: solved, solver: session.solver)
            + ambiguity.diagnostics(for: canvas.viewsInTreeOrder) + Self.unsettled(solved.unsettled)
    }

    /// A note per optional constraint the solution breaks (intrinsic sizes aside), highest priority first, then in
    /// the order the constraints are added.
    private static func unsatisfiedOptionals(solved: SolvedLayout, solver: Solver) -> [LayoutDiagnostic] {
        let position = Dictionary(solved.desired.enumerated().map { ($0.element.key, $0.offset) },
                                  uniquingKeysWith: { first, _ in first })
        let broken = solver.unsatisfiedConstraints().compactMap { broken -> (Int, Double)? in
            guard let key = broken.constraint.tag as? ConstraintKey, let index = position[key],
                  !solved.desired[index].isContentSize else { return nil }
            return (index, broken.violation)
        }
        return broken.sorted { first, second in
            let firstPriority = solved.desired[first.0].candidate.priority
            let secondPriority = solved.desired[second.0].candidate.priority
            return firstPriority != secondPriority ? firstPriority > secondPriority : first.0 < second.0
        }.map { index, violation in
            let reference = solved.desired[index].reference
            let amount = NumberText.measurement(violation)
            return LayoutDiagnostic(severity: .note, kind: .unsatisfiedOptional,
                                    message: "Optional constraint not satisfied (off by \(amount)): \(reference)",
                                    location: reference.location)
        }
    }

    private static func unsettled(_ changes: [String]) -> [LayoutDiagnostic] {
        guard !changes.isEmpty else { return [] }
        return [LayoutDiagnostic(
            severity: .warning, kind: .ambiguity,
            message: "Layout did not settle after \(LayoutPass.passLimit) passes; still changing: "
                + "\(changes.joined(separator: "; ")). Frames are from the last pass.",
            location: nil)]
    }
}
