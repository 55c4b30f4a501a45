import LayoutSolver
import Testing

/// Random systems whose constants change in place with `updateConstant(of:to:)`: after each accepted
/// change the solution must be the reference optimum of the changed system; refused changes must be
/// infeasible for the reference and leave everything as it was.
@Suite("Randomized: constant updates")
struct RandomizedConstantUpdateTests {
    static let batches = 0..<4
    static let systemsPerBatch: UInt64 = 40

    @Test(arguments: batches)
    func randomConstantChanges(batch: Int) {
        for offset in 0..<Self.systemsPerBatch {
            let seed = 40_000 + UInt64(batch) * Self.systemsPerBatch + offset
            var runner = RandomSystemRunner(seed: seed)
            runner.addAll()
            var random = SplitMix64(seed: seed ^ 0xC0FFEE)
            for step in 0..<8 where !runner.active.isEmpty {
                let position = random.below(runner.active.count)
                let constant = Double(random.int(in: -200...200)) / 2
                runner.updateConstant(at: position, to: constant)
                runner.verifySolution("step \(step)")
            }
        }
    }
}
