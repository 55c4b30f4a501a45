extension Solver {
    /// Primal simplex on the lexicographic objective. Bland's rule (lowest id enters, lowest id
    /// leaves on ties) rules out cycling; the pivot budget is only a safety net.
    func optimize() throws(SolverError) {
        while let (entering, direction) = lexicographicEntering() {
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                // Only an unrestricted symbol can lack a blocking row; its cost is then a numerical ghost.
                for level in levels.indices { setCost(level, entering, 0) }
                continue
            }
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// The lowest-id symbol whose reduced cost is lexicographically negative (or positive, for an
    /// unrestricted symbol, which may move down), with the direction it should move in.
    private func lexicographicEntering() -> (Int32, Double)? {
        var best: Int32 = -1
        var bestDirection = 1.0
        var index = 0
        while index < candidates.count {
            let symbol = candidates[index]
            let kind = kinds[Int(symbol)]
            let sign = kind == .dummy || rows[Int(symbol)] != nil ? 0 : lexicographicSign(symbol)
            if sign == 0 || (sign > 0 && kind != .external) {
                flags[Int(symbol)].isCandidate = false
                candidates.swapAt(index, candidates.count - 1)
                candidates.removeLast()
                continue
            }
            if best < 0 || symbol < best {
                best = symbol
                bestDirection = sign < 0 ? 1 : -1
            }
            index += 1
        }
        return best < 0 ? nil : (best, bestDirection)
    }

    /// -1, 0 or 1: the sign of the first level whose cost for `symbol` is not zero.
    func lexicographicSign(_ symbol: Int32) -> Int {
        for level in levels.indices {
            let value = levels[level].costs[Int(symbol)]
            if value < -Row.epsilon { return -1 }
            if value > Row.epsilon { return 1 }
        }
        return 0
    }

    /// Phase 1: primal simplex on the artificial row.
    func optimizeArtificial() throws(SolverError) {
        while true {
            guard let objective = artificial else { return }
            var entering: Int32 = -1, direction = 1.0
            for cell in objective.cells {
                let symbol = cell.symbol, kind = kinds[Int(symbol)], value = cell.coefficient
                if kind == .dummy { continue }
                if value < -Row.epsilon { entering = symbol; direction = 1; break }
                if value > Row.epsilon, kind == .external { entering = symbol; direction = -1; break }
            }
            guard entering >= 0, let leaving = leavingRow(for: entering, direction: direction) else { return }
            try pivot(entering: entering, leaving: leaving)
        }
    }

    /// Minimum-ratio test: the restricted row that first blocks `entering` moving in `direction`.
    func leavingRow(for entering: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        forEachRow(containing: entering) { basic, coefficient in
            let kind = kinds[Int(basic)]
            let rate = coefficient * direction
            let ratio: Double
            switch kind {
            case .external: return
            case .dummy: ratio = 0
            case .slack, .error:
                guard rate < 0 else { return }
                ratio = max(0, rows[Int(basic)]!.constant) / -rate
            }
            if ratio < bestRatio || (ratio == bestRatio && basic < best) {
                bestRatio = ratio
                best = basic
            }
        }
        return best < 0 ? nil : best
    }

    /// Dual simplex: restores feasibility after constants changed (suggested values, shifted rows).
    /// Returns false when a row can never become feasible, which means the required constraints conflict.
    func dualOptimize() throws(SolverError) -> Bool {
        while let leaving = infeasible.popLast() {
            guard Int(leaving) < kinds.count, let row = rows[Int(leaving)],
                  row.constant < 0, !Self.isNearZero(row.constant) else { continue }
            let entering = dualEntering(row)
            guard entering >= 0 else {
                infeasible = []
                return false
            }
            try pivot(entering: entering, leaving: leaving)
        }
        return true
    }

    /// The symbol that raises the infeasible row at the least lexicographic cost per unit.
    private func dualEntering(_ row: Row) -> Int32 {
        var best: Int32 = -1
        var bestCoefficient = 0.0
        for cell in row.cells {
            let symbol = cell.symbol, kind = kinds[Int(symbol)]
            let coefficient = cell.coefficient
            if kind == .dummy { continue }
            if kind == .external { return symbol }
            guard coefficient > Row.epsilon else { continue }
            if best < 0 || ratioIsSmaller(symbol, coefficient, than: best, bestCoefficient) {
                best = symbol
                bestCoefficient = coefficient
            }
        }
        return best
    }

    private func ratioIsSmaller(_ a: Int32, _ aCoefficient: Double, than b: Int32, _ bCoefficient: Double) -> Bool {
        for level in levels.indices {
            let difference = cost(level, a) / aCoefficient - cost(level, b) / bCoefficient
            if difference < -Row.epsilon { return true }
            if difference > Row.epsilon { return false }
        }
        return false
    }

    /// Swaps `entering` into the basis in place of `leaving`.
    func pivot(entering: Int32, leaving: Int32) throws(SolverError) {
        pivotsLeft -= 1
        guard pivotsLeft >= 0 else { throw .pivotLimitExceeded(pivotBudget) }
        var row = removeRow(leaving)!
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        setRow(entering, row)
        markValueDirty(leaving)
        markValueDirty(entering)
    }

    /// Replaces `symbol` by `row` in every row that holds it, in the objective and in the artificial row.
    /// The rows are rewritten through ``editRows(saving:_:)``.
    func substitute(_ symbol: Int32, with row: Row) {
        let (touched, coefficients) = takeRows(containing: symbol, emptyingColumn: true)
        foundCoefficients = coefficients
        editRows(saving: touched) { edit in
            let columns = edit.columns
            for basic in touched {
                edit.rows[Int(basic)]!.substitute(symbol, with: row) { Self.note(basic, in: &columns[Int($0)]) }
                _ = edit.noteChange(of: basic)
            }
        }
        for level in levels.indices {
            let factor = cost(level, symbol)
            guard factor != 0 else { continue }
            setCost(level, symbol, 0)
            addToCosts(at: level, row, times: factor)
        }
        if artificial != nil {
            artificial!.substitute(symbol, with: row) { _ in }
        }
    }
}
