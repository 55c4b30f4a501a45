extension Solver {
    /// Adds one validated constraint, as a definition when it defines a new variable, else to the tableau.
    func insert(_ constraint: Constraint, sequence: Int, isEdit: Bool) throws(SolverError) {
        if constraint.relation == .equal, constraint.priority.isRequired,
           let index = definableTermIndex(of: constraint.expression) {
            define(constraint, by: index, sequence: sequence)
        } else {
            try addToTableau(constraint, sequence: sequence, isEdit: isEdit)
        }
    }

    /// The term whose variable the equality can define: one that no row, definition or edit holds yet,
    /// whose coefficient is not tiny next to the others, and whose definition would not be circular.
    private func definableTermIndex(of expression: LinearExpression) -> Int? {
        let largest = expression.terms.reduce(0) { max($0, abs($1.coefficient)) }
        for (index, term) in expression.terms.enumerated() where abs(term.coefficient) >= largest * 0.01 {
            guard let symbol = symbolOf[ObjectIdentifier(term.variable)] else { return index }
            if definitions[Int(symbol)] != nil || isInTableau(symbol) { continue }
            if dependentLists[Int(symbol)].isEmpty { return index }
            let others = expression.terms.enumerated().compactMap { pair in
                pair.offset == index ? nil : symbolOf[ObjectIdentifier(pair.element.variable)]
            }
            if !definitions(from: others, reach: symbol) { return index }
        }
        return nil
    }

    /// Whether following definitions from `starts` leads to `target`.
    private func definitions(from starts: [Int32], reach target: Int32) -> Bool {
        markCounter &+= 1
        let mark = markCounter
        walkStack.removeAll(keepingCapacity: true)
        walkStack.append(contentsOf: starts)
        while let next = walkStack.popLast() {
            if next == target { return true }
            guard flags[Int(next)].visitMark != mark else { continue }
            flags[Int(next)].visitMark = mark
            guard let terms = definitions[Int(next)]?.terms else { continue }
            for term in terms where flags[Int(term.symbol)].visitMark != mark { walkStack.append(term.symbol) }
        }
        return false
    }

    private func define(_ constraint: Constraint, by index: Int, sequence: Int) {
        let expression = constraint.expression
        let pivot = expression.terms[index]
        let defined = symbol(for: pivot.variable)
        let factor = -1 / pivot.coefficient
        var terms: [(symbol: Int32, coefficient: Double)] = []
        for (offset, term) in expression.terms.enumerated() where offset != index {
            terms.append((symbol(for: term.variable), term.coefficient * factor))
        }
        definitions[Int(defined)] = Definition(constraint: constraint, terms: terms,
                                                         constant: expression.constant * factor)
        journal?.entries.append(.definitionAdded(defined))
        for term in terms { dependentLists[Int(term.symbol)].append(defined) }
        rankDefinition(defined)
        markDefinitionDirty(defined)
        let key = ObjectIdentifier(constraint)
        records[key] = ConstraintRecord(constraint: constraint, sequence: sequence,
                                        storage: .definition(defined), isEdit: false)
        journal?.entries.append(.recordInserted(key))
    }

    private func addToTableau(_ constraint: Constraint, sequence: Int, isEdit: Bool) throws(SolverError) {
        var expanded: [Int32] = []
        var row = expandedRow(constraint.expression, expanded: &expanded)
        let priority = constraint.priority
        var marker: Int32, other: Int32 = -1
        let level = priority.isRequired ? -1 : levelIndex(for: priority.value)
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.insert(marker, sign)
            if level >= 0 {
                other = newSymbol(.error)
                row.insert(other, -sign)
                setCost(level, other, 1)
            }
        case .equal:
            if level >= 0 {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.insert(marker, -1)
                row.insert(other, 1)
                setCost(level, marker, 1)
                setCost(level, other, 1)
            } else {
                marker = newSymbol(.dummy)
                row.insert(marker, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        try enter(consume row, for: constraint, marker: marker, other: other)
        for symbol in expanded {
            definitions[Int(symbol)]!.expansions += 1
            journal?.entries.append(.expansions(symbol, delta: 1))
        }
        let key = ObjectIdentifier(constraint)
        records[key] = ConstraintRecord(constraint: constraint, sequence: sequence,
                                        storage: .tableau(marker: marker, other: other, expanded: expanded),
                                        isEdit: isEdit)
        journal?.entries.append(.recordInserted(key))
    }

    /// Makes the new row part of the basis, keeping the tableau feasible; throws when it cannot hold.
    /// The row is consumed, so that solving it for its subject rewrites its cells in place.
    private func enter(_ start: consuming Row, for constraint: Constraint, marker: Int32, other: Int32) throws(SolverError) {
        var row = start
        var subject = chooseSubject(row, marker: marker, other: other)
        if subject >= 0, shiftsOtherRows(subject, row) {
            // Pending optimisation (batch adds) must finish first so that the dual simplex may restore feasibility.
            try optimize()
            row = substitutingBasics(row)
            subject = chooseSubject(row, marker: marker, other: other)
        }
        if subject < 0, row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
            guard Self.isNearZero(row.constant) else { throw unsatisfiable(constraint) }
            subject = marker
        }
        if subject < 0 {
            guard try addWithArtificialVariable(row) else { throw unsatisfiable(constraint) }
            return
        }
        row.solve(for: subject)
        substitute(subject, with: row)
        setRow(subject, row)
        markValueDirty(subject)
        guard try dualOptimize() else { throw unsatisfiable(constraint) }
    }

    /// Whether making `subject` basic would change the value of rows that already hold it.
    private func shiftsOtherRows(_ subject: Int32, _ row: Row) -> Bool {
        kinds[Int(subject)] == .external && !Self.isNearZero(row.constant) && isInTableau(subject)
    }

    /// Picks the symbol to solve the new row for without breaking feasibility, or -1 when phase 1 is needed.
    private func chooseSubject(_ row: Row, marker: Int32, other: Int32) -> Int32 {
        for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
        if kinds[Int(marker)].isRestricted, row.coefficient(for: marker) < 0 { return marker }
        if other >= 0, kinds[Int(other)].isRestricted, row.coefficient(for: other) < 0 { return other }
        if Self.isNearZero(row.constant) {
            // With a zero constant any restricted symbol keeps every value as it is; the newest has the fewest rows.
            for cell in row.cells.reversed() where kinds[Int(cell.symbol)].isRestricted { return cell.symbol }
        }
        return -1
    }

    /// Phase 1: minimises an artificial variable equal to the row; the row can hold iff it reaches zero.
    private func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        try optimizeArtificial()
        let success = Self.isNearZero(artificial!.constant)
        artificial = nil
        if let artRow = rows[Int(art)] {
            rows[Int(art)] = nil
            if !artRow.isEmpty {
                let entering = artRow.cells.first { kinds[Int($0.symbol)].isRestricted }?.symbol
                    ?? artRow.cells.first { kinds[Int($0.symbol)] == .dummy }?.symbol
                    ?? artRow.cells[0].symbol
                var pivoted = artRow
                pivoted.solve(for: entering, replacing: art)
                substitute(entering, with: pivoted)
                setRow(entering, pivoted)
                markValueDirty(entering)
            }
        }
        forEachRow(containing: art) { basic, _ in
            saveRow(basic)
            rows[Int(basic)]!.remove(art)
        }
        for level in levels.indices where cost(level, art) != 0 { setCost(level, art, 0) }
        return success
    }

    /// The expression as a row over tableau symbols: definitions expanded, basic symbols substituted.
    /// `expanded` receives each defined symbol whose formula was used.
    func expandedRow(_ expression: LinearExpression, expanded: inout [Int32]) -> Row {
        var top: [(Int32, Double)] = []
        top.reserveCapacity(expression.terms.count)
        for term in expression.terms { top.append((symbol(for: term.variable), term.coefficient)) }
        let (terms, constant) = expandDefinitions(top, constant: expression.constant, expanded: &expanded)
        // Built in the reusable scratch row, then copied once into storage of the right size.
        var row = Row()
        swap(&row, &scratchRow)
        row.removeAll(constant: constant)
        for (symbol, coefficient) in terms {
            if let basic = rows[Int(symbol)] {
                row.add(basic, times: coefficient) { _ in }
            } else {
                row.insert(symbol, coefficient)
            }
        }
        defer { swap(&row, &scratchRow) }
        return Row(constant: row.constant, cells: row.cells)
    }

    /// Rewrites a combination of symbols so that no defined symbol remains, visiting each definition once
    /// in topological order (so shared sub-formulas cost nothing extra).
    func expandDefinitions(_ terms: [(Int32, Double)], constant: Double,
                           expanded: inout [Int32]) -> ([(Int32, Double)], Double) {
        guard terms.contains(where: { definitions[Int($0.0)] != nil }) else { return (terms, constant) }
        markCounter &+= 1
        let mark = markCounter
        var order: [Int32] = []
        var stack: [(symbol: Int32, next: Int)] = []
        for (symbol, _) in terms where definitions[Int(symbol)] != nil && flags[Int(symbol)].visitMark != mark {
            flags[Int(symbol)].visitMark = mark
            stack.append((symbol, 0))
            while let top = stack.last {
                let definition = definitions[Int(top.symbol)]!
                if top.next < definition.terms.count {
                    stack[stack.count - 1].next += 1
                    let child = definition.terms[top.next].symbol
                    if definitions[Int(child)] != nil, flags[Int(child)].visitMark != mark {
                        flags[Int(child)].visitMark = mark
                        stack.append((child, 0))
                    }
                } else {
                    order.append(top.symbol)
                    stack.removeLast()
                }
            }
        }
        // Each symbol's weight, in a dense array indexed by symbol; valid where the weight mark is this walk's.
        if expansionWeights.count < kinds.count {
            expansionWeights.append(contentsOf: repeatElement(0, count: kinds.count - expansionWeights.count))
        }
        var firstSeen: [Int32] = []
        func accumulate(_ symbol: Int32, _ amount: Double) {
            let index = Int(symbol)
            if flags[index].weightMark == mark { expansionWeights[index] += amount } else {
                flags[index].weightMark = mark
                expansionWeights[index] = amount
                firstSeen.append(symbol)
            }
        }
        for (symbol, coefficient) in terms { accumulate(symbol, coefficient) }
        var total = constant
        for defined in order.reversed() {
            let index = Int(defined)
            let factor = flags[index].weightMark == mark ? expansionWeights[index] : 0
            flags[index].weightMark = mark
            expansionWeights[index] = 0
            expanded.append(defined)
            guard factor != 0 else { continue }
            let definition = definitions[Int(defined)]!
            total += factor * definition.constant
            for term in definition.terms { accumulate(term.symbol, factor * term.coefficient) }
        }
        let result = firstSeen.compactMap { symbol -> (Int32, Double)? in
            let weight = expansionWeights[Int(symbol)]
            guard definitions[Int(symbol)] == nil, weight != 0 else { return nil }
            return (symbol, weight)
        }
        return (result, total)
    }

    /// The row with every basic symbol replaced by its row.
    func substitutingBasics(_ start: Row) -> Row {
        var row = start
        for cell in start.cells {
            if let basic = rows[Int(cell.symbol)] { row.substitute(cell.symbol, with: basic) { _ in } }
        }
        return row
    }

    func unsatisfiable(_ constraint: Constraint) -> SolverError {
        .unsatisfiable(explainConflict(of: constraint))
    }
}
