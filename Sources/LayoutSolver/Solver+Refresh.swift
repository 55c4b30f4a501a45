extension Solver {
    /// Brings every queued symbol's value up to date: tableau values first, then the definitions that
    /// read a changed value, each once, in rank order. Only what was queued (and what it changes) is touched.
    /// The solver's arrays are borrowed mutably even where they are only read, since that retains nothing.
    func refresh() {
        guard !dirtyValues.isEmpty || !dirtyDefinitions.isEmpty else { return }
        rankQueue.reserve(symbols: kinds.count, ranks: Int(highestRank) + 1)
        let count = kinds.count
        values.withUnsafeMutableBufferPointer { values in
            flags.withUnsafeMutableBufferPointer { flags in
                ranks.withUnsafeMutableBufferPointer { ranks in
                    definitions.withUnsafeMutableBufferPointer { definitions in
                        dependentLists.withUnsafeMutableBufferPointer { dependents in
                            rows.withUnsafeMutableBufferPointer { rows in
                                var pass = RefreshPass(values: values, flags: flags, ranks: UnsafeBufferPointer(ranks),
                                                       definitions: UnsafeBufferPointer(definitions),
                                                       dependents: UnsafeBufferPointer(dependents),
                                                       queue: rankQueue, writes: [])
                                // Moved in and back out, so that appending never copies the list.
                                swap(&pass.writes, &pendingWrites)
                                for symbol in dirtyDefinitions where Int(symbol) < count {
                                    // Flagged when it was marked; queued only now, when ranks are final.
                                    flags[Int(symbol)].isDefinitionDirty = false
                                    pass.enqueue(symbol)
                                }
                                for symbol in dirtyValues where Int(symbol) < count {
                                    let index = Int(symbol)
                                    flags[index].isValueDirty = false
                                    if definitions[index] != nil {
                                        pass.enqueue(symbol)
                                    } else {
                                        pass.store(rows[index]?.constant ?? 0, in: symbol)
                                    }
                                }
                                pass.evaluateQueued()
                                swap(&pass.writes, &pendingWrites)
                            }
                        }
                    }
                }
            }
        }
        dirtyValues.removeAll(keepingCapacity: true)
        dirtyDefinitions.removeAll(keepingCapacity: true)
    }

    /// Writes queued values into their variables; returns how many changed and, when `changed` is not nil,
    /// appends them to it. Variables are reached through the buffer, without retaining those that did not change.
    @discardableResult
    func writePending(collecting changed: inout [Variable]?) -> Int {
        var count = 0
        values.withUnsafeMutableBufferPointer { values in
            flags.withUnsafeMutableBufferPointer { flags in
                variables.withUnsafeMutableBufferPointer { variables in
                    for symbol in pendingWrites {
                        let index = Int(symbol)
                        flags[index].isPendingWrite = false
                        let value = values[index]
                        guard let old = variables[index]?.value, old.bitPattern != value.bitPattern else { continue }
                        variables[index].unsafelyUnwrapped.value = value
                        count += 1
                        changed?.append(variables[index].unsafelyUnwrapped)
                    }
                }
            }
        }
        pendingWrites.removeAll(keepingCapacity: true)
        return count
    }
}
