extension Solver {
    /// Moves an edit variable's target from its current value to `value`, then restores feasibility.
    func applySuggestion(_ edit: EditInfo, value: Double) throws(SolverError) {
        resetPivotBudget()
        try shiftEdit(edit.constraint, by: value - edit.value, of: edit.variable)
    }

    /// Changes the constant of an edit constraint by `delta` in place, as if its error symbols moved.
    func shiftEdit(_ constraint: Constraint, by delta: Double, of variable: Variable) throws(SolverError) {
        guard delta != 0, let record = records[ObjectIdentifier(constraint)],
              case .tableau(let marker, let other, _) = record.storage else { return }
        guard try shiftMarker(marker, other: other, by: delta) else { throw .infeasibleSuggestion(variable) }
    }

    /// Moves the rows of a tableau constraint as if its marker symbol changed by `-delta` (the error symbol
    /// `other`, when present, always appears beside the marker with the opposite sign), then restores
    /// feasibility. Returns false when the required constraints cannot all hold afterwards.
    func shiftMarker(_ marker: Int32, other: Int32, by delta: Double) throws(SolverError) -> Bool {
        guard delta != 0 else { return true }
        var broken = false
        if rows[Int(marker)] != nil {
            saveRow(marker)
            rows[Int(marker)]!.constant -= delta
            if kinds[Int(marker)] == .dummy {
                broken = !Self.isNearZero(rows[Int(marker)]!.constant)
            } else if rows[Int(marker)]!.constant < 0 {
                infeasible.append(marker)
            }
        } else if other >= 0, rows[Int(other)] != nil {
            saveRow(other)
            rows[Int(other)]!.constant += delta
            if rows[Int(other)]!.constant < 0 { infeasible.append(other) }
        } else {
            broken = shiftRows(containing: marker, by: delta)
        }
        if broken {
            infeasible = []
            return false
        }
        return try dualOptimize()
    }

    /// Adds `delta × coefficient of marker` to the constant of every row that holds `marker`, queueing the
    /// external rows for refresh and the restricted rows that went negative for the dual simplex. Returns
    /// true when a required row (a dummy's) no longer holds. The rows are changed through
    /// ``editRows(saving:_:)``: this is a resize's innermost loop.
    private func shiftRows(containing marker: Int32, by delta: Double) -> Bool {
        let (basics, coefficients) = takeRows(containing: marker)
        let broken = editRows(saving: basics) { edit in
            var broken = false
            for (offset, basic) in basics.enumerated() {
                edit.rows[Int(basic)]!.constant += delta * coefficients[offset]
                if !edit.noteChange(of: basic) { broken = true }
            }
            return broken
        }
        foundCoefficients = coefficients
        return broken
    }
}
