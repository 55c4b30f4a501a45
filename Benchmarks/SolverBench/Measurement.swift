/// One figure of the benchmark: a median time under the reference script's JSON key.
struct Measurement {
    /// The key in the JSON line, e.g. `W1_chain_build`, shared with `kiwi_layout_bench.py`.
    let key: String
    /// The median time of the span, in seconds.
    let seconds: Double
    /// How many constraints the span adds; 1 means the figure is per operation.
    let constraintCount: Int
}
