extension Solver {
    /// The optional constraints the solution breaks, highest priority first, then in the order added.
    ///
    /// ```swift
    /// for broken in solver.unsatisfiedConstraints() {
    ///     print("\(broken.constraint) @\(broken.constraint.priority): off by \(broken.violation)")
    /// }
    /// ```
    public func unsatisfiedConstraints() -> [UnsatisfiedConstraint] {
        refresh()
        let broken = records.values.compactMap { record -> (ConstraintRecord, Double)? in
            let constraint = record.constraint
            guard !record.isEdit, !constraint.priority.isRequired else { return nil }
            var value = constraint.expression.constant
            for term in constraint.expression.terms {
                value += term.coefficient * (symbolOf[ObjectIdentifier(term.variable)].map { values[Int($0)] } ?? 0)
            }
            let violation: Double = switch constraint.relation {
            case .equal: abs(value)
            case .lessThanOrEqual: max(0, value)
            case .greaterThanOrEqual: max(0, -value)
            }
            return violation > 1e-7 ? (record, violation) : nil
        }
        return broken.sorted {
            $0.0.constraint.priority != $1.0.constraint.priority
                ? $0.0.constraint.priority > $1.0.constraint.priority
                : $0.0.sequence < $1.0.sequence
        }.map { UnsatisfiedConstraint(constraint: $0.0.constraint, violation: $0.1) }
    }

    /// The variables the constraints leave undetermined: each could take other values in an equally
    /// good solution (no constraint's satisfaction would change), in the order they were first seen.
    ///
    /// A variable nothing constrains, one tied between equal-priority optional constraints, or one
    /// that only a sum with another variable fixes (`a + b == 10`) is undetermined.
    ///
    /// ```swift
    /// for variable in solver.undeterminedVariables() { print("\(variable) is free") }
    /// ```
    public func undeterminedVariables() -> [Variable] {
        refresh()
        let movable = movableSymbols()
        guard !movable.isEmpty else { return [] }
        var memo: [Int32: [Int32: Double]] = [:]
        var result: [Variable] = []
        for index in kinds.indices {
            let symbol = Int32(index)
            guard let variable = variables[index] else { continue }
            if !freedom(of: symbol, movable: movable, memo: &memo).isEmpty { result.append(variable) }
        }
        return result
    }

    /// For each expression, whether its value is undetermined: it could take another value in an equally
    /// good solution. A variable the solver has never seen is free. This answers questions about
    /// combinations, e.g. whether a child's position relative to its parent is fixed even when both move.
    ///
    /// ```swift
    /// let free = solver.undetermined([child.x - parent.x, child.width])
    /// ```
    public func undetermined(_ expressions: [LinearExpression]) -> [Bool] {
        refresh()
        let movable = movableSymbols()
        var memo: [Int32: [Int32: Double]] = [:]
        return expressions.map { expression in
            var combined: [Int32: Double] = [:]
            for term in expression.terms where term.coefficient != 0 {
                guard let symbol = symbolOf[ObjectIdentifier(term.variable)] else { return true }
                guard !movable.isEmpty else { continue }
                for (free, weight) in freedom(of: symbol, movable: movable, memo: &memo) {
                    combined[free, default: 0] += weight * term.coefficient
                }
            }
            return combined.values.contains { abs($0) >= Row.epsilon }
        }
    }

    /// Non-basic symbols that can move without worsening the objective or leaving the feasible region.
    private func movableSymbols() -> Set<Int32> {
        var movable = Set<Int32>()
        for index in kinds.indices {
            let symbol = Int32(index), kind = kinds[index]
            guard rows[index] == nil, kind != .dummy, definitions[index] == nil, lexicographicSign(symbol) == 0,
                  levels.allSatisfy({ abs($0.costs[index]) < Row.epsilon }) else { continue }
            var blocksUp = false, blocksDown = false
            forEachRow(containing: symbol) { basic, coefficient in
                let kind = kinds[Int(basic)]
                let tight = Self.isNearZero(rows[Int(basic)]!.constant)
                if kind == .dummy {
                    blocksUp = true
                    blocksDown = true
                } else if kind.isRestricted, tight {
                    if coefficient < 0 { blocksUp = true } else { blocksDown = true }
                }
            }
            let free = kind == .external ? !(blocksUp && blocksDown) : !blocksUp
            if free, kind == .external || isInTableau(symbol) { movable.insert(symbol) }
        }
        return movable
    }

    /// How `symbol` depends on movable symbols (empty when it is determined), memoised, without recursion.
    private func freedom(of root: Int32, movable: Set<Int32>, memo: inout [Int32: [Int32: Double]]) -> [Int32: Double] {
        if let known = memo[root] { return known }
        var stack: [Int32] = [root]
        while let top = stack.last {
            if memo[top] != nil { stack.removeLast(); continue }
            var vector: [Int32: Double] = [:]
            if let definition = definitions[Int(top)] {
                if let pending = definition.terms.first(where: { memo[$0.symbol] == nil }) {
                    stack.append(pending.symbol)
                    continue
                }
                for term in definition.terms {
                    for (symbol, weight) in memo[term.symbol]! { vector[symbol, default: 0] += weight * term.coefficient }
                }
                vector = vector.filter { abs($0.value) >= Row.epsilon }
            } else if let row = rows[Int(top)] {
                for cell in row.cells where movable.contains(cell.symbol) {
                    vector[cell.symbol] = cell.coefficient
                }
            } else if movable.contains(top) {
                vector[top] = 1
            }
            memo[top] = vector
            stack.removeLast()
        }
        return memo[root]!
    }
}
