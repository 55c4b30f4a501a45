extension Solver {
    /// A minimal set of required constraints that, with `constraint`, cannot all hold.
    ///
    /// Candidates are the required constraints connected to `constraint` through shared variables;
    /// QuickXplain (Junker, 2004) shrinks them with satisfiability checks on scratch solvers, so the
    /// result is minimal: dropping any member makes the rest satisfiable.
    func explainConflict(of constraint: Constraint) -> Conflict {
        guard explainsConflicts else { return Conflict(constraint: constraint, constraints: [constraint]) }
        let required = records.values
            .filter { !$0.isEdit && $0.constraint.priority.isRequired }
            .sorted { $0.sequence < $1.sequence }
            .map(\.constraint)
        let candidates = connected(required, to: constraint)
        let members: [Constraint]
        if !Self.isSatisfiable([constraint]) {
            members = []
        } else if Self.isSatisfiable(candidates + [constraint]) {
            members = candidates
        } else {
            members = Self.quickXplain(background: [constraint], hasDelta: false, candidates: candidates)
        }
        return Conflict(constraint: constraint, constraints: members + [constraint])
    }

    /// The constraints linked to `start` by chains of shared variables, in their given order.
    private func connected(_ pool: [Constraint], to start: Constraint) -> [Constraint] {
        var byVariable: [ObjectIdentifier: [Int]] = [:]
        for (index, constraint) in pool.enumerated() {
            for term in constraint.expression.terms { byVariable[ObjectIdentifier(term.variable), default: []].append(index) }
        }
        var reached = Array(repeating: false, count: pool.count)
        var seenVariables = Set<ObjectIdentifier>()
        var queue = start.expression.terms.map { ObjectIdentifier($0.variable) }
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted else { continue }
            for index in byVariable[variable] ?? [] where !reached[index] {
                reached[index] = true
                queue.append(contentsOf: pool[index].expression.terms.map { ObjectIdentifier($0.variable) })
            }
        }
        return pool.indices.filter { reached[$0] }.map { pool[$0] }
    }

    private static func quickXplain(background: [Constraint], hasDelta: Bool, candidates: [Constraint]) -> [Constraint] {
        if hasDelta, !isSatisfiable(background) { return [] }
        if candidates.count <= 1 { return candidates }
        let half = candidates.count / 2
        let first = Array(candidates[..<half]), second = Array(candidates[half...])
        let fromSecond = quickXplain(background: background + first, hasDelta: !first.isEmpty, candidates: second)
        let fromFirst = quickXplain(background: background + fromSecond, hasDelta: !fromSecond.isEmpty, candidates: first)
        return fromFirst + fromSecond
    }

    private static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
        let scratch = Solver(explainsConflicts: false)
        for constraint in constraints {
            do { try scratch.add(constraint) } catch { return false }
        }
        return true
    }
}
