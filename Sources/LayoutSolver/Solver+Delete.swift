extension Solver {
    /// Takes a constraint out, whatever form it was stored in.
    func delete(_ record: ConstraintRecord) throws(SolverError) {
        let key = ObjectIdentifier(record.constraint)
        switch record.storage {
        case .definition(let defined):
            if definitions[Int(defined)]!.expansions > 0 {
                try deleteExpandedDefinition(record, defined: defined)
                return
            }
            removeDefinition(defined)
        case .tableau(let marker, let other, let expanded):
            if !record.constraint.priority.isRequired, let level = existingLevelIndex(for: record.constraint.priority.value) {
                for error in [marker, other] where error >= 0 && kinds[Int(error)] == .error {
                    removeErrorCost(error, level: level)
                }
            }
            if rows[Int(marker)] != nil {
                _ = removeRow(marker)
            } else if let leaving = markerLeavingRow(marker) {
                var row = removeRow(leaving)!
                row.solve(for: marker, replacing: leaving)
                substitute(marker, with: row)
                markValueDirty(leaving)
            }
            for symbol in expanded {
                definitions[Int(symbol)]!.expansions -= 1
                journal?.entries.append(.expansions(symbol, delta: -1))
            }
        }
        records[key] = nil
        journal?.log(.recordRemoved(key, record))
    }

    /// Takes an error symbol's unit cost out of its level, before any pivot moves it.
    private func removeErrorCost(_ error: Int32, level: Int) {
        if let row = rows[Int(error)] {
            for cell in row.cells {
                setCost(level, cell.symbol, cost(level, cell.symbol) - cell.coefficient)
            }
        } else {
            setCost(level, error, cost(level, error) - 1)
        }
    }

    /// The row to pivot a non-basic marker into before dropping it (kiwi's three tiers: the restricted
    /// row that limits it most, then any restricted row, then an external row).
    private func markerLeavingRow(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        forEachRow(containing: marker) { basic, coefficient in
            let constant = rows[Int(basic)]!.constant
            if kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if coefficient < 0 {
                let ratio = -constant / coefficient
                if ratio < firstRatio || (ratio == firstRatio && basic < first) { firstRatio = ratio; first = basic }
            } else {
                let ratio = constant / coefficient
                if ratio < secondRatio || (ratio == secondRatio && basic < second) { secondRatio = ratio; second = basic }
            }
        }
        for candidate in [first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    /// Drops a definition that no tableau row was built from; the symbol becomes free.
    private func removeDefinition(_ defined: Int32) {
        let definition = definitions[Int(defined)]!
        definitions[Int(defined)] = nil
        journal?.log(.definitionRemoved(defined, definition))
        for term in definition.terms {
            if let position = dependentLists[Int(term.symbol)].lastIndex(of: defined) {
                dependentLists[Int(term.symbol)].remove(at: position)
            }
        }
        markValueDirty(defined)
    }

    /// Removes a definition that tableau rows were built from: those constraints are taken out,
    /// the definition dropped, and the constraints added again in their original order.
    private func deleteExpandedDefinition(_ record: ConstraintRecord, defined: Int32) throws(SolverError) {
        let users = records.values.filter { user in
            if case .tableau(_, _, let expanded) = user.storage { return expanded.contains(defined) }
            return false
        }.sorted { $0.sequence < $1.sequence }
        for user in users { try delete(user) }
        removeDefinition(defined)
        let key = ObjectIdentifier(record.constraint)
        records[key] = nil
        journal?.log(.recordRemoved(key, record))
        for user in users {
            try insert(user.constraint, sequence: user.sequence, isEdit: user.isEdit)
            if user.isEdit, let edit = edits.values.first(where: { $0.constraint === user.constraint }) {
                try shiftEdit(user.constraint, by: edit.value + user.constraint.expression.constant, of: edit.variable)
            }
        }
    }
}
