/// Tableau rows changed in place through borrowed buffers, with the queues those changes feed.
///
/// Pivots and suggested values rewrite many rows in a row; reaching them through buffer pointers spares
/// each row a retain and each array a uniqueness check. A `RowEdit` exists only inside
/// ``Solver/editRows(saving:_:)``, which borrows the solver's arrays for the duration of its body and takes the
/// value and feasibility queues in and back out; the body must not touch those arrays any other way.
///
/// ```swift
/// // Inside the solver:
/// let broken = editRows(saving: [basic]) { edit in
///     edit.rows[Int(basic)]!.constant += delta
///     return !edit.noteChange(of: basic)
/// }
/// ```
struct RowEdit {
    let rows: UnsafeMutableBufferPointer<Row?>
    let columns: UnsafeMutableBufferPointer<[Int32]>
    let flags: UnsafeMutableBufferPointer<SymbolFlags>
    let kinds: UnsafeBufferPointer<SymbolKind>
    /// External symbols whose rows changed, for the next refresh.
    var dirtyValues: [Int32]
    /// Restricted rows whose constants went negative, for the dual simplex.
    var infeasible: [Int32]

    /// Queues what a change to `basic`'s row implies: an external value to refresh, or a restricted row that
    /// went negative. Returns false when the row is a required equality's (a dummy's) that no longer holds.
    @inline(__always)
    mutating func noteChange(of basic: Int32) -> Bool {
        let index = Int(basic)
        let kind = kinds[index]
        if kind == .external {
            if !flags[index].isValueDirty {
                flags[index].isValueDirty = true
                dirtyValues.append(basic)
            }
        } else if kind == .dummy {
            return Solver.isNearZero(rows[index]!.constant)
        } else if kind.isRestricted, rows[index]!.constant < 0 {
            infeasible.append(basic)
        }
        return true
    }
}

extension Solver {
    /// Saves the rows of `basics` to the journal (when a transaction is open), then runs `body` with the rows,
    /// columns, flags and kinds borrowed as a ``RowEdit``; the queues it fills become the solver's again
    /// afterwards. `body` may change the rows of `basics` and the columns, no other row.
    @inline(__always)
    func editRows<Result>(saving basics: [Int32], _ body: (inout RowEdit) -> Result) -> Result {
        if journal != nil {
            for basic in basics { saveRow(basic) }
        }
        // The queues are swapped in and back out (never copied), and every array is borrowed mutably: no retains.
        return rows.withUnsafeMutableBufferPointer { rows in
            columns.withUnsafeMutableBufferPointer { columns in
                flags.withUnsafeMutableBufferPointer { flags in
                    kinds.withUnsafeMutableBufferPointer { kinds in
                        var edit = RowEdit(rows: rows, columns: columns, flags: flags, kinds: UnsafeBufferPointer(kinds),
                                           dirtyValues: [], infeasible: [])
                        swap(&edit.dirtyValues, &dirtyValues)
                        swap(&edit.infeasible, &infeasible)
                        let result = body(&edit)
                        swap(&edit.dirtyValues, &dirtyValues)
                        swap(&edit.infeasible, &infeasible)
                        return result
                    }
                }
            }
        }
    }
}
