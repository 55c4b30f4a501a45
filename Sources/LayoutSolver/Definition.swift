/// A required equality kept outside the tableau: `symbol = constant + Σ coefficient·term`.
///
/// When a required equality mentions a variable that nothing else constrains yet, that variable
/// is defined by it instead of entering the tableau. Chains such as `next.x == box.x + box.width + 8`
/// then stay a propagation graph of small formulas rather than rows that fill in.
struct Definition {
    /// The constraint the definition came from.
    var constraint: Constraint
    /// External symbols and their factors (they may be defined themselves; the graph is acyclic).
    let terms: [(symbol: Int32, coefficient: Double)]
    /// The constant part.
    var constant: Double
    /// How many tableau constraints were built by expanding this definition.
    var expansions = 0
}
