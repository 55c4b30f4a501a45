/// A workload group the command line can select with `--only`, named as in `kiwi_layout_bench.py`.
enum Workload: String, CaseIterable {
    /// W1: chain build.
    case chain
    /// W3 and W4a: independent build and local edits.
    case indep
    /// W2 and W4b: grid build and container resizes.
    case grid
    /// W5: remove and re-add the chain's middle link.
    case churn
    /// kiwi's enaml-like form: build and resize. It does not depend on N and runs once.
    case enaml

    /// Runs the workload at size `n` with `runs` runs (fresh solver per run); not for ``enaml``.
    func run(n: Int, runs: Int) throws -> [Measurement] {
        switch self {
        case .chain: try ChainBenchmark.run(n: n, runs: runs)
        case .indep: try IndependentBenchmark.run(n: n, runs: runs)
        case .grid: try GridBenchmark.run(n: n, runs: runs)
        case .churn: try ChurnBenchmark.run(n: n, runs: runs)
        case .enaml: preconditionFailure("the enaml workload has no size")
        }
    }

    /// The reference script's run count for size `n`: 11 up to 100, 5 up to 1000, else 3.
    static func defaultRuns(n: Int) -> Int {
        n <= 100 ? 11 : n <= 1000 ? 5 : 3
    }
}
