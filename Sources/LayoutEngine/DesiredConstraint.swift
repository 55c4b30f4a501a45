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

    /// Whether this holds an intrinsic size, which is routinely broken by design and so never reported as unsatisfied.
    var isContentSize: Bool {
        if case .system(let constraint) = reference { return constraint.kind == .contentSize }
        return false
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
