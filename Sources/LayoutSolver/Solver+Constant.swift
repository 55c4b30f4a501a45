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
        let shifted = try attempt { () throws(SolverError) in
            switch record.storage {
            case .tableau(let marker, let other, _):
                guard try shiftMarker(marker, other: other, by: delta / markerCoefficient(of: constraint, marker: marker))
                else { return false }
            case .definition(let defined):
                guard try redefine(defined, by: replacement) else { return false }
            }
            replaceRecord(record, with: replacement)
            return true
        }
        if shifted { return replacement }
        // A constant the required constraints refuse goes the long way: re-adding explains the conflict with
        // the replacement as the rejected member.
        try transaction { () throws(SolverError) in
            try delete(record)
            try insert(replacement, sequence: record.sequence, isEdit: false)
            try optimize()
        }
        return replacement
    }

    /// Gives a definition the replacement's constant and moves the rows built from it by what their expanded
    /// constants change. Returns false when the required constraints cannot all hold afterwards.
    private func redefine(_ defined: Int32, by replacement: Constraint) throws(SolverError) -> Bool {
        let old = definitions[Int(defined)]!
        guard let pivot = replacement.expression.terms.first(where: { symbolOf[ObjectIdentifier($0.variable)] == defined })
        else { return false }
        let users = old.expansions == 0 ? [] : records.values.filter { user in
            if case .tableau(_, _, let expanded) = user.storage { return expanded.contains(defined) }
            return false
        }.sorted { $0.sequence < $1.sequence }
        let before = users.map(expandedConstant)
        var changed = old
        changed.constraint = replacement
        changed.constant = replacement.expression.constant * (-1 / pivot.coefficient)
        definitions[Int(defined)] = changed
        journal?.log(.definitionChanged(defined, old))
        markValueDirty(defined)
        markDefinitionDirty(defined)
        for (user, oldConstant) in zip(users, before) {
            guard case .tableau(let marker, let other, _) = user.storage else { continue }
            let step = (expandedConstant(user) - oldConstant) / markerCoefficient(of: user.constraint, marker: marker)
            guard try shiftMarker(marker, other: other, by: step) else { return false }
        }
        return true
    }

    /// The constant of a tableau constraint's expression with every definition expanded.
    private func expandedConstant(_ record: ConstraintRecord) -> Double {
        var ignored: [Int32] = []
        let top = record.constraint.expression.terms.map { (symbol(for: $0.variable), $0.coefficient) }
        return expandDefinitions(top, constant: record.constraint.expression.constant, expanded: &ignored).1
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
        journal?.log(.recordRemoved(oldKey, record))
        records[newKey] = ConstraintRecord(constraint: replacement, sequence: record.sequence,
                                           storage: record.storage, isEdit: false)
        journal?.entries.append(.recordInserted(newKey))
    }
}
