extension Solver {
    /// Replaces a constraint by one with another constant (`expression.constant`, the constant of the
    /// reduced form `lhs − rhs`), re-solving incrementally: the rows move as an edit variable's would,
    /// and only the dual simplex runs. Returns the replacement, which is in the solver from now on
    /// (same terms, relation, priority and tag; the old object is not).
    ///
    /// Throws ``SolverError/unsatisfiable(_:)`` when the new constant breaks the required constraints;
    /// the solver then still holds the old constraint, unchanged.
    ///
    /// ```swift
    /// var height = (box.height == 40)
    /// try solver.add(height)
    /// height = try solver.updateConstant(of: height, to: -60) // box.height == 60
    /// solver.updateVariables()
    /// ```
    @discardableResult
    public func updateConstant(of constraint: Constraint, to constant: Double) throws(SolverError) -> Constraint {
        let key = ObjectIdentifier(constraint)
        guard let record = records[key], !record.isEdit else { throw .unknownConstraint(constraint) }
        let replacement = Constraint(LinearExpression(terms: constraint.expression.terms, constant: constant),
                                     constraint.relation, priority: constraint.priority, tag: constraint.tag)
        try validate(replacement)
        let delta = constant - constraint.expression.constant
        if case .tableau(let marker, let other, _) = record.storage {
            let step = delta / markerCoefficient(of: constraint, marker: marker)
            let shifted = try attempt { () throws(SolverError) in
                guard try shiftMarker(marker, other: other, by: step) else { return false }
                replaceRecord(record, with: replacement)
                return true
            }
            if shifted { return replacement }
        }
        // Definitions, and constants the required constraints refuse, go the long way: re-adding explains
        // a conflict with the replacement as the rejected member.
        try transaction { () throws(SolverError) in
            try delete(record)
            try insert(replacement, sequence: record.sequence, isEdit: false)
            try optimize()
        }
        return replacement
    }

    /// The marker's factor in the constraint's original row (before any negation): slack +1 for `<=`,
    /// −1 for `>=`; the positive error −1 for an optional equality; the dummy +1 for a required one.
    private func markerCoefficient(of constraint: Constraint, marker: Int32) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: kinds[Int(marker)] == .dummy ? 1 : -1
        }
    }

    private func replaceRecord(_ record: ConstraintRecord, with replacement: Constraint) {
        let oldKey = ObjectIdentifier(record.constraint), newKey = ObjectIdentifier(replacement)
        records[oldKey] = nil
        journal?.entries.append(.recordRemoved(oldKey, record))
        records[newKey] = ConstraintRecord(constraint: replacement, sequence: record.sequence,
                                           storage: record.storage, isEdit: false)
        journal?.entries.append(.recordInserted(newKey))
    }
}
