import LayoutSolver
import Testing

/// Random systems with edit variables: each suggestion is checked against the reference, where an
/// edit is an optional `x == suggested` constraint at the edit's priority.
@Suite("Randomized: edit variables")
struct RandomizedEditTests {
    static let batches = 0..<4
    static let systemsPerBatch: UInt64 = 40
    static let editPriorities: [Double] = [999, 750, 500, 250, 1]

    /// An edit variable and its reference constraint `x - suggested == 0`.
    struct Edit {
        let index: Int
        var reference: ReferenceConstraint
    }

    @Test(arguments: batches)
    func randomSuggestions(batch: Int) throws {
        for offset in 0..<Self.systemsPerBatch {
            let seed = 20_000 + UInt64(batch) * Self.systemsPerBatch + offset
            var runner = RandomSystemRunner(seed: seed)
            runner.addAll()
            let solver = runner.solver, n = runner.variables.count
            var random = SplitMix64(seed: seed ^ 0x5EED)
            var edits: [Edit] = []

            for step in 0..<8 {
                let label = "step \(step)"
                let index = random.below(n)
                let variable = runner.variables[index]
                if let position = edits.firstIndex(where: { $0.index == index }) {
                    if random.chance(20) {
                        try solver.removeEditVariable(variable)
                        edits.remove(at: position)
                    } else {
                        let value = Double(random.int(in: -100...300)) / 2
                        try solver.suggestValue(variable, value)
                        edits[position].reference.constant = -value
                    }
                } else {
                    let priority = random.pick(Self.editPriorities)
                    let current = solver.value(of: variable)
                    try solver.addEditVariable(variable, priority: Priority(priority))
                    expectClose(solver.value(of: variable), current, tolerance: 1e-9,
                                "seed \(seed) \(label): adding an edit moved the variable")
                    var coefficients = Array(repeating: 0.0, count: n)
                    coefficients[index] = 1
                    edits.append(Edit(index: index, reference: ReferenceConstraint(
                        coefficients: coefficients, constant: -current, relation: .equal, priority: priority)))
                }
                runner.verifySolution(label, edits: edits.map(\.reference))
            }
        }
    }
}
