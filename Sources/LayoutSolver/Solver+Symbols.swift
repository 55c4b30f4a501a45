extension Solver {
    /// Numbers under this magnitude are treated as zero when deciding feasibility.
    static let tolerance = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < tolerance }

    func newSymbol(_ kind: SymbolKind, variable: Variable? = nil) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        variables.append(variable)
        values.append(0)
        definitions.append(nil)
        dependentLists.append([])
        ranks.append(0)
        flags.append(SymbolFlags())
        levels.withUnsafeMutableBufferPointer { levels in
            for index in levels.indices { levels[index].costs.append(0) }
        }
        return id
    }

    /// Forgets every symbol from `count` on.
    func truncateSymbols(to count: Int) {
        let extra = kinds.count - count
        kinds.removeLast(extra)
        rows.removeLast(extra)
        columns.removeLast(extra)
        variables.removeLast(extra)
        values.removeLast(extra)
        definitions.removeLast(extra)
        dependentLists.removeLast(extra)
        ranks.removeLast(extra)
        flags.removeLast(extra)
        for index in levels.indices { levels[index].costs.removeLast(extra) }
    }

    /// The external symbol of `variable`, created on first use.
    func symbol(for variable: Variable) -> Int32 {
        let key = ObjectIdentifier(variable)
        if let existing = symbolOf[key] { return existing }
        let created = newSymbol(.external, variable: variable)
        symbolOf[key] = created
        queueWrite(created)
        return created
    }

    /// Records the row of `symbol` in the journal before its first change in this transaction.
    func saveRow(_ symbol: Int32) {
        guard let epoch = journal?.epoch, Int(symbol) < journal!.symbolCount,
              flags[Int(symbol)].journalEpoch != epoch else { return }
        flags[Int(symbol)].journalEpoch = epoch
        journal!.save(symbol, rows[Int(symbol)])
    }

    /// Records that `basic`'s row may contain the symbol of `column`. An empty column gets room for several
    /// entries at once, since a column that gains one usually gains more.
    @inline(__always)
    static func note(_ basic: Int32, in column: inout [Int32]) {
        if column.capacity == 0 { column.reserveCapacity(8) }
        column.append(basic)
    }

    func setRow(_ symbol: Int32, _ row: Row) {
        saveRow(symbol)
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in row.cells { Self.note(symbol, in: &columns[Int(cell.symbol)]) }
        }
        rows[Int(symbol)] = row
    }

    func removeRow(_ symbol: Int32) -> Row? {
        saveRow(symbol)
        defer { rows[Int(symbol)] = nil }
        return rows[Int(symbol)]
    }

    /// Calls `body` once for each basic row that contains `symbol`, with the symbol's coefficient there,
    /// compacting the column index in place; `body` may change the row it is given, no other.
    func forEachRow(containing symbol: Int32, _ body: (Int32, Double) -> Void) {
        let (basics, coefficients) = takeRows(containing: symbol)
        for (offset, basic) in basics.enumerated() { body(basic, coefficients[offset]) }
        foundCoefficients = coefficients
    }

    /// The basic symbols whose rows contain `symbol`, in column order, and the symbol's coefficient in each.
    /// Compacts the column index to exactly those rows, or empties it when `emptyingColumn` is true (for a
    /// caller that removes the symbol from all of them). The coefficients are the reusable
    /// `foundCoefficients` buffer, taken out: the caller puts it back when done. Rows, flags and the column
    /// are read through buffer pointers, so the walk neither retains rows nor checks arrays for uniqueness.
    func takeRows(containing symbol: Int32, emptyingColumn: Bool = false) -> (basics: [Int32], coefficients: [Double]) {
        markCounter &+= 1
        let mark = markCounter
        let index = Int(symbol)
        // Lists are moved out (swapped), not copied, and the solver's arrays are borrowed mutably: neither
        // retains anything.
        var column: [Int32] = []
        swap(&column, &columns[index])
        var found: [Double] = []
        swap(&found, &foundCoefficients)
        found.removeAll(keepingCapacity: true)
        found.reserveCapacity(column.count)
        let kept = column.withUnsafeMutableBufferPointer { column in
            rows.withUnsafeMutableBufferPointer { rows in
                flags.withUnsafeMutableBufferPointer { flags in
                    var kept = 0
                    for position in column.indices {
                        let basic = column[position]
                        guard Int(basic) < rows.count, flags[Int(basic)].visitMark != mark else { continue }
                        flags[Int(basic)].visitMark = mark
                        guard let coefficient = rows[Int(basic)]?.coefficientIfPresent(for: symbol) else { continue }
                        column[kept] = basic
                        kept += 1
                        found.append(coefficient)
                    }
                    return kept
                }
            }
        }
        column.removeLast(column.count - kept)
        if !emptyingColumn { columns[index] = column }
        return (column, found)
    }

    /// Whether `symbol` appears in the tableau, as a basic symbol or in some row.
    func isInTableau(_ symbol: Int32) -> Bool {
        if rows[Int(symbol)] != nil { return true }
        for basic in columns[Int(symbol)] where Int(basic) < kinds.count {
            if rows[Int(basic)]?.contains(symbol) == true { return true }
        }
        return false
    }

    func cost(_ level: Int, _ symbol: Int32) -> Double { levels[level].costs[Int(symbol)] }

    func setCost(_ level: Int, _ symbol: Int32, _ value: Double) {
        levels[level].costs.withUnsafeMutableBufferPointer { costs in
            store(value, asCostOf: symbol, at: level, in: costs)
        }
    }

    /// Adds `factor × row` to the costs at `level`, cell by cell as ``setCost(_:_:_:)`` would, through one
    /// borrowed buffer (a pivot substitutes the entering symbol's row into every level of the objective).
    func addToCosts(at level: Int, _ row: Row, times factor: Double) {
        levels[level].costs.withUnsafeMutableBufferPointer { costs in
            for cell in row.cells {
                store(costs[Int(cell.symbol)] + factor * cell.coefficient, asCostOf: cell.symbol, at: level, in: costs)
            }
        }
    }

    /// Stores one cost (tiny values become 0), logging the old one and queueing the symbol as a candidate.
    @inline(__always)
    private func store(_ value: Double, asCostOf symbol: Int32, at level: Int, in costs: UnsafeMutableBufferPointer<Double>) {
        let stored = abs(value) < Row.epsilon ? 0 : value
        let old = costs[Int(symbol)]
        guard stored != old else { return }
        journal?.entries.append(.cost(level: level, symbol: symbol, old: old))
        costs[Int(symbol)] = stored
        // Any change may expose a lower level's cost, so the symbol is looked at again.
        if !flags[Int(symbol)].isCandidate {
            flags[Int(symbol)].isCandidate = true
            candidates.append(symbol)
        }
    }

    /// The index of the objective level for `priority`, created when missing (levels run from the highest priority down).
    func levelIndex(for priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let mid = (low + high) / 2
            if levels[mid].priority == priority { return mid }
            if levels[mid].priority > priority { low = mid + 1 } else { high = mid }
        }
        levels.insert(ObjectiveLevel(priority: priority, costs: Array(repeating: 0, count: kinds.count)), at: low)
        journal?.entries.append(.levelInserted(low))
        return low
    }

    func existingLevelIndex(for priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    func markValueDirty(_ symbol: Int32) {
        guard kinds[Int(symbol)] == .external, !flags[Int(symbol)].isValueDirty else { return }
        flags[Int(symbol)].isValueDirty = true
        dirtyValues.append(symbol)
    }

    /// Queues a defined symbol's definition for evaluation at the next refresh (which also evaluates,
    /// in rank order, whatever its new value changes).
    func markDefinitionDirty(_ symbol: Int32) {
        guard definitions[Int(symbol)] != nil, !flags[Int(symbol)].isDefinitionDirty else { return }
        flags[Int(symbol)].isDefinitionDirty = true
        dirtyDefinitions.append(symbol)
    }

    func queueWrite(_ symbol: Int32) {
        guard !flags[Int(symbol)].isPendingWrite else { return }
        flags[Int(symbol)].isPendingWrite = true
        pendingWrites.append(symbol)
    }
}
