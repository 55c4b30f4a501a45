import LayoutScene
import LayoutSolver

/// A layout's diagnostics in reporting order: recorded DSL misuse, refused numbers, conflicts, unsatisfied optional
/// constraints, ambiguity, and a warning when the solving did not settle.
struct DiagnosticsReport {
    let diagnostics: [LayoutDiagnostic]
    let conflicts: [LayoutConflict]
    /// The scene constraints among the unsatisfied optionals, in the order of their notes.
    let unsatisfiedConstraints: [LayoutConstraint]

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
        let unsatisfied = Self.unsatisfiedOptionals(solved: solved, solver: session.solver)
        unsatisfiedConstraints = unsatisfied.compactMap { reference, _ in
            if case .scene(let constraint) = reference { return constraint }
            return nil
        }
        diagnostics = canvas.recordedMisuse() + invalidInput + conflictDiagnostics
            + unsatisfied.map { reference, violation in
                LayoutDiagnostic(severity: .note, kind: .unsatisfiedOptional,
                                 message: "Optional constraint not satisfied (off by "
                                     + "\(NumberText.measurement(violation))): \(reference)",
                                 location: reference.location)
            }
            + ambiguity.diagnostics(for: canvas.viewsInTreeOrder) + Self.unsettled(solved.unsettled)
    }

    /// Each optional constraint the solution breaks (intrinsic sizes aside) with how far off it is, highest priority
    /// first, then in the order the constraints are added.
    private static func unsatisfiedOptionals(solved: SolvedLayout,
                                             solver: Solver) -> [(LayoutConstraintReference, Double)] {
        let unsatisfied = solver.unsatisfiedConstraints()
        guard !unsatisfied.isEmpty else { return [] }
        // Indexed in place, backwards so the first constraint of a key wins: no copy of every constraint.
        var position: [ConstraintKey: Int] = [:]
        position.reserveCapacity(solved.desired.count)
        for index in solved.desired.indices.reversed() { position[solved.desired[index].key] = index }
        let broken = unsatisfied.compactMap { broken -> (Int, Double)? in
            guard let key = broken.constraint.tag as? ConstraintKey, let index = position[key],
                  !solved.desired[index].isBrokenByDesign else { return nil }
            return (index, broken.violation)
        }
        return broken.sorted { first, second in
            let firstPriority = solved.desired[first.0].candidate.priority
            let secondPriority = solved.desired[second.0].candidate.priority
            return firstPriority != secondPriority ? firstPriority > secondPriority : first.0 < second.0
        }.map { index, violation in (solved.desired[index].reference, violation) }
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
