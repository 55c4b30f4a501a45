import LayoutScene
import LayoutSolver

/// A constraint the solver should hold in this pass, built fresh from the scene each pass and compared with the one
/// installed under the same key.
struct DesiredConstraint {
    let key: ConstraintKey
    /// The solver constraint as it should be now (tagged with ``key``).
    let candidate: SolverConstraint
    let reference: LayoutConstraintReference

    init(key: ConstraintKey, expression: LinearExpression, relation: Relation, priority: Priority,
         reference: LayoutConstraintReference) {
        self.key = key
        candidate = SolverConstraint(expression.mergingTerms(), relation, priority: priority, tag: key)
        self.reference = reference
    }

    /// A required system constraint, or one at `priority`.
    init(_ constraint: SystemConstraint, role: SystemConstraintRole, expression: LinearExpression,
         relation: Relation = .equal, priority: Priority = .required) {
        self.init(key: .system(ObjectIdentifier(constraint.item), role), expression: expression, relation: relation,
                  priority: priority, reference: .system(constraint))
    }

    /// Whether this is broken routinely by design and so never reported as unsatisfied: an intrinsic size, one of
    /// a stack view's preferences below 999.5 (fits, suppressions, proportions, text widths), a view's own pull at
    /// the fitting priority (a self-sizing table row's height), or a readable content guide's pull to its margins'
    /// width (broken wherever the margins are wider than the readable width).
    var isBrokenByDesign: Bool {
        if case .scene(let constraint) = reference {
            return constraint.isMadeByView && constraint.priority.rawValue <= LayoutPriority.fittingSizeLevel.rawValue
        }
        guard case .system(let constraint) = reference else { return false }
        switch constraint.kind {
        case .contentSize: return true
        case .stackView: return candidate.priority < Priority(999.5)
        case .layoutGuide: return candidate.priority < .required
        default: return false
        }
    }
}

extension Relation {
    /// The solver's relation for a scene relation.
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}

extension Priority {
    /// The solver's priority for a scene priority.
    init(_ priority: LayoutPriority) {
        self.init(Double(priority.rawValue))
    }
}
