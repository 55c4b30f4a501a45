import LayoutSolver
import Testing

/// Random systems built up, then taken apart one random constraint at a time, checking the
/// optimum after each removal; finally the rejected constraints are offered again.
@Suite("Randomized: removing constraints")
struct RandomizedRemovalTests {
    static let batches = 0..<4
    static let systemsPerBatch: UInt64 = 40

    @Test(arguments: batches)
    func randomRemovals(batch: Int) {
        for offset in 0..<Self.systemsPerBatch {
            let seed = 10_000 + UInt64(batch) * Self.systemsPerBatch + offset
            var runner = RandomSystemRunner(seed: seed)
            runner.addAll()
            var random = SplitMix64(seed: seed ^ 0xDEAD_BEEF)
            let boundCount = runner.system.bounds.count
            let removals = min(runner.active.count - boundCount, random.int(in: 1...6))
            for step in 0..<removals {
                // Bounds stay, so every variable keeps a constraint and everything stays bounded.
                let position = boundCount + random.below(runner.active.count - boundCount)
                runner.remove(at: position)
                runner.verifySolution("after removal \(step)")
            }
            for tracked in runner.rejected {
                runner.add(tracked)
            }
            runner.verifySolution("after re-adding the rejected constraints")
        }
    }
}
