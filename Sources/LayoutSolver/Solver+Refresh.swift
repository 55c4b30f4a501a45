extension Solver {
    /// Brings every queued symbol's value up to date: tableau values first, then definitions in
    /// dependency order. Only what was queued is touched.
    func refresh() {
        while let symbol = dirtyValues.popLast() {
            guard Int(symbol) < kinds.count else { continue }
            flags[Int(symbol)].isValueDirty = false
            if definitions[Int(symbol)] != nil {
                markDefinitionDirty(symbol)
            } else {
                // Tested and force-unwrapped: `rows[i]?.constant ?? 0` would copy (and retain) the row.
                store(rows[Int(symbol)] == nil ? 0 : rows[Int(symbol)]!.constant, in: symbol)
            }
        }
        var index = 0
        while index < dirtyDefinitions.count {
            evaluate(dirtyDefinitions[index])
            index += 1
        }
        dirtyDefinitions.removeAll(keepingCapacity: true)
    }

    private func store(_ computed: Double, in symbol: Int32) {
        let value = computed == 0 ? 0 : computed  // never -0.0
        guard values[Int(symbol)].bitPattern != value.bitPattern else { return }
        values[Int(symbol)] = value
        queueWrite(symbol)
        for dependent in dependentLists[Int(symbol)] where !flags[Int(dependent)].isDefinitionDirty {
            markDefinitionDirty(dependent)
        }
    }

    /// Evaluates a dirty definition after the dirty definitions it reads, without recursion.
    private func evaluate(_ root: Int32) {
        guard Int(root) < kinds.count, flags[Int(root)].isDefinitionDirty else { return }
        // Taken out while in use, so that clearing it keeps its storage instead of copying it.
        var stack = evaluationStack
        evaluationStack = []
        stack.removeAll(keepingCapacity: true)
        stack.append(root)
        walk: while let top = stack.last {
            let index = Int(top)
            // Fields are read in place: copying a Definition would retain its constraint too.
            guard definitions[index] != nil else {
                flags[index].isDefinitionDirty = false
                stack.removeLast()
                continue
            }
            var value = definitions[index]!.constant
            let terms = definitions[index]!.terms
            for term in terms {
                if flags[Int(term.symbol)].isDefinitionDirty {
                    stack.append(term.symbol)
                    continue walk
                }
                value += term.coefficient * values[Int(term.symbol)]
            }
            flags[Int(top)].isDefinitionDirty = false
            stack.removeLast()
            store(value, in: top)
        }
        evaluationStack = stack
    }

    /// Writes queued values into their variables, calling `changed` for each one that differs.
    func writePending(_ changed: (Variable) -> Void) {
        for symbol in pendingWrites {
            flags[Int(symbol)].isPendingWrite = false
            let value = values[Int(symbol)]
            guard let variable = variables[Int(symbol)], variable.value.bitPattern != value.bitPattern else { continue }
            variable.value = value
            changed(variable)
        }
        pendingWrites.removeAll(keepingCapacity: true)
    }
}
