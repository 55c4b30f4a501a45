/// A result check that failed: the solver's answer differs from the one the reference script asserts.
struct BenchmarkFailure: Error, CustomStringConvertible {
    /// What was expected and what was found.
    let description: String
}

/// Throws a ``BenchmarkFailure`` carrying `message` unless `condition` holds.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchmarkFailure) {
    if !condition { throw BenchmarkFailure(description: message()) }
}

/// Whether `actual` is within the reference script's 1e-6 of `expected`.
func isClose(_ actual: Double, _ expected: Double) -> Bool {
    abs(actual - expected) < 1e-6
}
