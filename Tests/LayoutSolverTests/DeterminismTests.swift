import LayoutSolver
import Testing

/// The same operations in the same order give bit-identical values in two solvers.
@Suite("Determinism")
struct DeterminismTests {
    /// Two solvers driven in lockstep, with the solution compared bit for bit after every step.
    struct Twins {
        let first = Solver(), second = Solver()
        let variables: [Variable]

        func step(_ name: String, _ body: (Solver) throws -> Void) {
            let firstError = solverError { try body(first) }
            let secondError = solverError { try body(second) }
            #expect(String(describing: firstError) == String(describing: secondError), "\(name)")
            #expect(valueBits(first, variables) == valueBits(second, variables), "\(name)")
        }
    }

    @Test(arguments: 0..<UInt64(40))
    func randomSequences(seed: UInt64) {
        var random = SplitMix64(seed: 30_000 + seed)
        let system = RandomSystem.draw(&random)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let twins = Twins(variables: variables)
        var added: [Constraint] = []
        for spec in system.bounds + system.extras {
            let constraint = spec.makeConstraint(variables)
            twins.step("add \(constraint)") { solver in try solver.add(constraint) }
            if twins.first.contains(constraint) { added.append(constraint) }
        }
        for _ in 0..<3 where !added.isEmpty {
            let constraint = added.remove(at: random.below(added.count))
            twins.step("remove \(constraint)") { solver in try solver.remove(constraint) }
        }
        let edited = variables[random.below(variables.count)]
        twins.step("edit") { solver in try solver.addEditVariable(edited, priority: .high) }
        for _ in 0..<3 {
            let value = Double(random.int(in: -50...150))
            twins.step("suggest \(value)") { solver in try solver.suggestValue(edited, value) }
        }
    }

    @Test func repeatedRunsOfAnAmbiguousSystem() throws {
        // x + y == 10 leaves a line of solutions; whichever point the solver picks, it picks it every time.
        let x = Variable("x"), y = Variable("y"), z = Variable("z")
        var results: [[UInt64]] = []
        for _ in 0..<3 {
            let solver = Solver()
            try solver.add(x + y == 10)
            try solver.add((z == 0).priority(.low))
            try solver.add((z == 5).priority(.low))
            results.append(valueBits(solver, [x, y, z]))
        }
        #expect(results.allSatisfy { $0 == results[0] })
    }
}
