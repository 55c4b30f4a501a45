import LayoutScene

/// What the interpreter records while a scene runs for ``ConstraintCoverage``: the constraint statements of its files
/// (``ConstraintStatementInventory``), which of them ran, where constraints were made, and why a statement that ran
/// made none.
///
/// ```swift
/// tracker.add(sites)
/// tracker.noteEvaluated(at: statement.span.start)
/// ```
final class ConstraintCoverageTracker {
    private(set) var sites: [ConstraintSite] = []
    private var siteStarts: Set<Int> = []
    private(set) var evaluated: Set<Int> = []
    /// Each constraint the scene's code made, once (a constraint returned again by a later call is the same object).
    private(set) var made: [LayoutConstraint] = []
    private var madeIdentities: Set<ObjectIdentifier> = []
    /// Why a constraint was not made, by where it was skipped.
    private(set) var skipReasons: [(span: SourceSpan, reason: String)] = []

    func add(_ more: [ConstraintSite]) {
        sites += more
        siteStarts.formUnion(more.map(\.span.start))
    }

    /// A statement or call starting at `start` ran.
    func noteEvaluated(at start: Int) {
        if siteStarts.contains(start) { evaluated.insert(start) }
    }

    /// Records the constraints a host call returned: SnapKit's `Constraint`s, `NSLayoutConstraint`s, or arrays of
    /// either.
    func noteProduced(by result: Value) {
        switch result {
        case .array(let elements):
            for element in elements { noteProduced(by: element) }
        case .object(let object):
            if let constraint = object as? Constraint {
                constraint.layoutConstraints.forEach(note)
            } else if let constraint = object as? LayoutConstraint {
                note(constraint)
            }
        default:
            break
        }
    }

    func noteSkipped(at span: SourceSpan, because reason: String) {
        skipReasons.append((span, reason))
    }

    private func note(_ constraint: LayoutConstraint) {
        if madeIdentities.insert(ObjectIdentifier(constraint)).inserted { made.append(constraint) }
    }
}
