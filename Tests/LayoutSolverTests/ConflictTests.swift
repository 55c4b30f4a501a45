import LayoutSolver
import Testing

/// Unsatisfiable required constraints: the exact minimal conflict set, and a solver left untouched.
@Suite("Conflicts")
struct ConflictTests {
    @Test func conflictSetLeavesOutCompatibleConstraints() throws {
        let w = Variable("w")
        let solver = Solver()
        let floor = (w >= 10).tagged("w >= 10"), ceiling = (w <= 40).tagged("w <= 40")
        let tooWide = (w == 50).tagged("w == 50")
        try solver.add(floor)
        try solver.add(ceiling)
        let before = valueBits(solver, [w])
        guard let conflict = expectConflict(solverError { try solver.add(tooWide) }) else { return }
        #expect(conflict.constraint === tooWide)
        expectSameConstraints(conflict.constraints, [ceiling, tooWide])
        #expect(conflict.tags.compactMap { $0 as? String } == ["w <= 40", "w == 50"])
        #expect(conflict.description == "Unable to satisfy w == 50: conflicts with w <= 40")
        #expect(!solver.contains(tooWide))
        expectSameConstraints(solver.constraints, [floor, ceiling])
        #expect(valueBits(solver, [w]) == before)
    }

    @Test func chainConflictExcludesUnrelatedConstraints() throws {
        let a = Variable("a.x"), b = Variable("b.x"), c = Variable("c.x"), d = Variable("d.x")
        let aw = Variable("a.w"), e = Variable("e.w")
        let solver = Solver()
        let unrelated1 = aw == 20
        let start = a == 0
        let unrelated2 = e >= 3
        let ab = b == a + 10
        let redundant = b <= 1000              // shares b, but plays no part
        let bc = c == b + 10
        let dependent = d == c + 10            // hangs off the chain, not part of the conflict
        let soft = (c == 5).priority(.high)    // optional: never part of a conflict
        for constraint in [unrelated1, start, unrelated2, ab, redundant, bc, dependent, soft] {
            try solver.add(constraint)
        }
        expectValues(solver, [(a, 0), (b, 10), (c, 20), (d, 30), (aw, 20), (e, 3)])

        let variables = [a, b, c, d, aw, e]
        let before = valueBits(solver, variables)
        let pin = c == 5
        guard let conflict = expectConflict(solverError { try solver.add(pin) }) else { return }
        #expect(conflict.constraint === pin)
        expectSameConstraints(conflict.constraints, [start, ab, bc, pin])
        #expect(valueBits(solver, variables) == before)
        #expect(solver.constraints.count == 8)
    }

    @Test func infeasibleSumOfBounds() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let xPositive = x >= 0, yPositive = y >= 0
        let xMax = x <= 30, yMax = y <= 30
        try solver.add([xPositive, yPositive, xMax, yMax])
        let sum = x + y >= 100
        guard let conflict = expectConflict(solverError { try solver.add(sum) }) else { return }
        expectSameConstraints(conflict.constraints, [xMax, yMax, sum])
    }

    @Test func infeasibleWeightedInequalities() throws {
        // 2x + 3y <= 12 with x >= 3 and y >= 3 needs 15 <= 12; with either lower bound
        // replaced by x, y >= 0 it is feasible, so those are not in the set.
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let xPositive = x >= 0, yPositive = y >= 0, xMin = x >= 3, yMin = y >= 3
        try solver.add([xPositive, yPositive, xMin, yMin])
        let budget = 2 * x + 3 * y <= 12
        guard let conflict = expectConflict(solverError { try solver.add(budget) }) else { return }
        expectSameConstraints(conflict.constraints, [xMin, yMin, budget])
    }

    @Test func cyclicStrictOrder() throws {
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        let solver = Solver()
        let xy = x >= y + 1, yz = y >= z + 1, other = z >= -100
        try solver.add([other, xy, yz])
        let zx = z >= x + 1
        guard let conflict = expectConflict(solverError { try solver.add(zx) }) else { return }
        expectSameConstraints(conflict.constraints, [xy, yz, zx])
    }

    @Test func conflictSetIsMinimalWhenSeveralExplainIt() throws {
        // Two look-alike pins: either one alone explains the conflict, so exactly one is reported.
        let x = Variable("x")
        let solver = Solver()
        let first = x == 10, second = x == 10
        try solver.add(first)
        try solver.add(second)
        let other = x == 20
        guard let conflict = expectConflict(solverError { try solver.add(other) }) else { return }
        #expect(conflict.constraints.count == 2)
        #expect(conflict.constraints.first === first || conflict.constraints.first === second)
        #expect(conflict.constraints.last === other)
    }

    @Test func optionalConstraintsNeverConflict() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add(x == 10)
        let soft = (x == 20).priority(999)
        try solver.add(soft)
        #expect(solver.contains(soft))
        expectValues(solver, [(x, 10)])
    }

    @Test func solverStaysUsableAfterAConflict() throws {
        let w = Variable("w"), h = Variable("h")
        let solver = Solver()
        try solver.add(w >= 10)
        try solver.add(w <= 40)
        try solver.add((w == 25).priority(.medium))
        try solver.add(h == w / 2)
        let before = valueBits(solver, [w, h])
        _ = expectConflict(solverError { try solver.add(w == 50) })
        #expect(valueBits(solver, [w, h]) == before)
        expectValues(solver, [(w, 25), (h, 12.5)])
        try solver.add(w == 30)
        expectValues(solver, [(w, 30), (h, 15)])
        #expect(solver.constraints.count == 5)
    }

    @Test func removingAMemberLetsTheRejectedConstraintIn() throws {
        let w = Variable("w")
        let solver = Solver()
        let floor = w >= 10, ceiling = w <= 40, tooWide = w == 50
        try solver.add(floor)
        try solver.add(ceiling)
        guard let conflict = expectConflict(solverError { try solver.add(tooWide) }) else { return }
        let member = try #require(conflict.constraints.first { $0 !== tooWide })
        try solver.remove(member)
        try solver.add(tooWide)
        expectValues(solver, [(w, 50)])
        expectSameConstraints(solver.constraints, [floor, tooWide])
    }

    @Test func conflictAfterRemovalsUsesOnlyPresentConstraints() throws {
        let x = Variable("x")
        let solver = Solver()
        let old = x <= 5, floor = x >= 0, ceiling = x <= 40
        try solver.add([old, floor, ceiling])
        try solver.remove(old)
        let pin = x == 50
        guard let conflict = expectConflict(solverError { try solver.add(pin) }) else { return }
        expectSameConstraints(conflict.constraints, [ceiling, pin])
    }

    @Test func conflictThroughEditedVariable() throws {
        // Edits are optional: a required constraint may override one, but still conflicts with
        // required constraints.
        let x = Variable("x")
        let solver = Solver()
        let bound = x <= 10
        try solver.add(bound)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(x, 8)
        let pin = x == 12
        guard let conflict = expectConflict(solverError { try solver.add(pin) }) else { return }
        expectSameConstraints(conflict.constraints, [bound, pin])
        expectValues(solver, [(x, 8)])
        try solver.suggestValue(x, 3)
        expectValues(solver, [(x, 3)])
    }
}
