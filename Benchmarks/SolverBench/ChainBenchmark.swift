import LayoutSolver

/// W1: build the chain from scratch, a fresh solver per run.
enum ChainBenchmark {
    /// Times `runs` builds of a chain of `n` views; the median is `W1_chain_build`.
    static func run(n: Int, runs: Int) throws -> [Measurement] {
        let chain = ChainLayout(count: n)
        var builds: [Double] = []
        for _ in 0..<runs {
            let (_, seconds) = try build(chain.constraints)
            builds.append(seconds)
        }
        try chain.checkLastView(after: "W1")
        return [Measurement(key: "W1_chain_build", seconds: median(builds),
                            constraintCount: chain.constraints.count)]
    }
}
