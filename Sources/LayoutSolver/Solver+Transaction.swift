extension Solver {
    /// Runs `body` so that, if it throws, every change it made is undone.
    func transaction(_ body: () throws(SolverError) -> Void) throws(SolverError) {
        epochCounter &+= 1
        // The log is moved, never copied, so that its storage is reused from one transaction to the next.
        journal = spareJournal.take() ?? Journal()
        journal!.begin(epoch: epochCounter, symbolCount: kinds.count, sequence: nextSequence)
        resetPivotBudget()
        do {
            try body()
            if journal != nil { spareJournal = journal.take() }
        } catch {
            rollback()
            throw error
        }
    }

    /// Runs `body` as a transaction that is also undone when `body` returns false; returns what `body` did.
    func attempt(_ body: () throws(SolverError) -> Bool) throws(SolverError) -> Bool {
        var succeeded = false
        try transaction { () throws(SolverError) in
            succeeded = try body()
            if !succeeded { rollback() }
        }
        return succeeded
    }

    /// How many pivots one operation may make before the safety net trips.
    var pivotBudget: Int { 100_000 + 50 * kinds.count }

    func resetPivotBudget() {
        pivotsLeft = pivotBudget
    }

    private func rollback() {
        guard let saved = journal.take() else { return }
        let count = saved.symbolCount
        for entry in saved.entries.reversed() {
            undo(entry, from: saved)
        }
        for variable in variables[count...] {
            if let variable { symbolOf[ObjectIdentifier(variable)] = nil }
        }
        truncateSymbols(to: count)
        nextSequence = saved.sequence
        infeasible = []
        artificial = nil
        candidates.removeAll { Int($0) >= count }
        dirtyValues.removeAll { Int($0) >= count }
        dirtyDefinitions.removeAll { Int($0) >= count }
        pendingWrites.removeAll { Int($0) >= count }
        spareJournal = saved
    }

    private func undo(_ entry: Journal.Entry, from log: Journal) {
        let count = log.symbolCount
        switch entry {
        case .row(let symbol, let saved):
            let old = saved.map(log.restored)
            rows[Int(symbol)] = old
            if let old {
                for cell in old.cells { columns[Int(cell.symbol)].append(symbol) }
            }
            markValueDirty(symbol)
        case .cost(let level, let symbol, let old):
            levels[level].costs[Int(symbol)] = old
        case .levelInserted(let index):
            levels.remove(at: index)
        case .recordInserted(let key):
            records[key] = nil
        case .definitionAdded(let symbol):
            let definition = definitions[Int(symbol)]!
            definitions[Int(symbol)] = nil
            for term in definition.terms.reversed() where Int(term.symbol) < count {
                dependentLists[Int(term.symbol)].removeLast()
            }
            markValueDirty(symbol)
        case .expansions(let symbol, let delta):
            definitions[Int(symbol)]?.expansions -= delta
        case .editInserted(let key):
            edits[key] = nil
        case .restoration(let index):
            restore(log.restorations[index])
        }
    }

    private func restore(_ restoration: Journal.Restoration) {
        switch restoration {
        case .recordRemoved(let key, let record):
            records[key] = record
        case .definitionRemoved(let symbol, let definition):
            definitions[Int(symbol)] = definition
            for term in definition.terms { dependentLists[Int(term.symbol)].append(symbol) }
            rankDefinition(symbol)
            markDefinitionDirty(symbol)
        case .definitionChanged(let symbol, let definition):
            definitions[Int(symbol)] = definition
            markValueDirty(symbol)
            markDefinitionDirty(symbol)
        case .editRemoved(let key, let info):
            edits[key] = info
        }
    }
}
