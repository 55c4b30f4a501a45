import LayoutSolver

/// W5: on one built chain, remove the middle link (`v[n/2].left == v[n/2-1].right + 8`) and re-add it,
/// each followed by `updateVariables()`.
enum ChurnBenchmark {
    /// Times `runs` remove/re-add pairs on a chain of `n` views; the medians are `W5_chain_remove_mid`
    /// and `W5_chain_readd_mid`.
    static func run(n: Int, runs: Int) throws -> [Measurement] {
        let chain = ChainLayout(count: n)
        let link = chain.constraints[2 + 5 * (n / 2)]
        let (solver, _) = try build(chain.constraints)
        var removals: [Double] = [], additions: [Double] = []
        for _ in 0..<runs {
            let (_, removal) = try timed { () throws(SolverError) in
                try solver.remove(link)
                solver.updateVariables()
            }
            let (_, addition) = try timed { () throws(SolverError) in
                try solver.add(link)
                solver.updateVariables()
            }
            removals.append(removal)
            additions.append(addition)
        }
        try chain.checkLastView(after: "W5")
        return [
            Measurement(key: "W5_chain_remove_mid", seconds: median(removals), constraintCount: 1),
            Measurement(key: "W5_chain_readd_mid", seconds: median(additions), constraintCount: 1),
        ]
    }
}
