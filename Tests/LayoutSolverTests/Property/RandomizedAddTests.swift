import LayoutSolver
import Testing

/// Random systems added one constraint at a time, checked against the lexicographic reference:
/// rejections agree with the reference and leave the solver untouched, conflicts are minimal,
/// required constraints hold, and every priority level's summed violation is optimal.
@Suite("Randomized: adding constraints")
struct RandomizedAddTests {
    static let batches = 0..<6
    static let systemsPerBatch: UInt64 = 50

    @Test(arguments: batches)
    func randomSystems(batch: Int) {
        for offset in 0..<Self.systemsPerBatch {
            var runner = RandomSystemRunner(seed: UInt64(batch) * Self.systemsPerBatch + offset)
            runner.addAll()
            runner.verifySolution("after adding")
            // Variable.value follows value(of:) bit for bit once written.
            runner.solver.updateVariables()
            #expect(runner.variables.allSatisfy { $0.value.bitPattern == runner.solver.value(of: $0).bitPattern })
        }
    }

    @Test func someSystemsHaveRejectionsAndViolations() {
        // Guards the generator: the property tests above must actually exercise both paths.
        var rejections = 0, violatedLevels = 0
        for seed in 0..<UInt64(100) {
            var random = SplitMix64(seed: seed)
            let system = RandomSystem.draw(&random)
            var accepted = system.bounds.map { $0.reference(variableCount: system.variableCount) }
            for spec in system.extras {
                let candidate = accepted + [spec.reference(variableCount: system.variableCount)]
                if LexicographicReference.isFeasible(variableCount: system.variableCount, candidate) {
                    accepted = candidate
                } else {
                    rejections += 1
                }
            }
            let optimum = LexicographicReference.solve(variableCount: system.variableCount, accepted)
            if optimum.levels.contains(where: { $0.violation > 1e-6 }) { violatedLevels += 1 }
        }
        #expect(rejections >= 20)
        #expect(violatedLevels >= 20)
    }
}
