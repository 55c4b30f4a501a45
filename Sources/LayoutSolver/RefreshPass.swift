/// One refresh of the solver's values, run on borrowed buffers of its per-symbol arrays.
///
/// Tableau values are stored first; every definition that reads a changed value is queued at its rank and
/// evaluated once, lowest rank first (see ``RankQueue``), and a definition whose value does not change
/// queues nothing. Each changed value is queued for writing to its variable.
///
/// The pass holds unsafe buffer pointers so that its loop touches plain memory, with no reference counting
/// or copy-on-write checks. It exists only inside ``Solver/refresh()``, which creates it from
/// `withUnsafe…BufferPointer` scopes over the solver's arrays and drops it before they end; nothing else may
/// change those arrays while it runs.
///
/// ```swift
/// // Inside Solver.refresh(), with the buffers borrowed:
/// var pass = RefreshPass(values: values, flags: flags, ranks: ranks, definitions: definitions,
///                        dependents: dependents, queue: rankQueue, writes: pendingWrites)
/// pass.store(rowConstant, in: symbol)
/// pass.evaluateQueued()
/// ```
struct RefreshPass {
    let values: UnsafeMutableBufferPointer<Double>
    let flags: UnsafeMutableBufferPointer<SymbolFlags>
    let ranks: UnsafeBufferPointer<Int32>
    let definitions: UnsafeBufferPointer<Definition?>
    let dependents: UnsafeBufferPointer<[Int32]>
    let queue: RankQueue
    /// Symbols whose variables must be written at the next update, in the order they changed.
    var writes: [Int32]

    /// Queues a definition for evaluation (once) at its rank.
    @inline(__always)
    func enqueue(_ symbol: Int32) {
        let index = Int(symbol)
        guard !flags[index].isDefinitionDirty else { return }
        flags[index].isDefinitionDirty = true
        queue.push(symbol, rank: ranks[index])
    }

    /// Evaluates every queued definition, rank by rank, queueing the dependents of each value that changed.
    mutating func evaluateQueued() {
        while let symbol = queue.popLowest() {
            let index = Int(symbol)
            flags[index].isDefinitionDirty = false
            // A definition removed since it was queued has nothing to evaluate.
            guard let constant = definitions[index]?.constant else { continue }
            var value = constant
            definitions[index].unsafelyUnwrapped.terms.withUnsafeBufferPointer { terms in
                for term in terms { value += term.coefficient * values[Int(term.symbol)] }
            }
            store(value, in: symbol)
        }
    }

    /// Stores a value (never -0.0); when it changed, queues the write and the definitions that read it.
    @inline(__always)
    mutating func store(_ computed: Double, in symbol: Int32) {
        let index = Int(symbol)
        let value = computed == 0 ? 0 : computed
        guard values[index].bitPattern != value.bitPattern else { return }
        values[index] = value
        if !flags[index].isPendingWrite {
            flags[index].isPendingWrite = true
            writes.append(symbol)
        }
        dependents[index].withUnsafeBufferPointer { readers in
            for reader in readers { enqueue(reader) }
        }
    }
}
