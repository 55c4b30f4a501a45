extension Solver {
    /// Gives a symbol that was just defined (or whose definition was restored) a rank above every symbol
    /// its definition reads, then raises its readers, transitively, until each rank is again above the ranks
    /// of what it reads. Ranks only order the refresh (``RankQueue``), so they are never lowered elsewhere:
    /// a removed definition leaves ranks that are still a valid order.
    ///
    /// For `a = b + 8` with `b` at rank 0 and `c = a + 8` already defined at rank 1, `a` gets rank 1
    /// and `c` is raised to 2.
    func rankDefinition(_ symbol: Int32) {
        var rank: Int32 = 0
        for term in definitions[Int(symbol)]!.terms { rank = max(rank, ranks[Int(term.symbol)]) }
        ranks[Int(symbol)] = rank + 1
        highestRank = max(highestRank, rank + 1)
        guard !dependentLists[Int(symbol)].isEmpty else { return }
        walkStack.removeAll(keepingCapacity: true)
        walkStack.append(symbol)
        while let next = walkStack.popLast() {
            let floor = ranks[Int(next)] + 1
            for reader in dependentLists[Int(next)] where ranks[Int(reader)] < floor {
                ranks[Int(reader)] = floor
                highestRank = max(highestRank, floor)
                walkStack.append(reader)
            }
        }
    }
}
