/// Runs `body` and measures it with the monotonic clock.
///
/// The result is returned together with the elapsed seconds, so whatever `body` builds (a solver) stays
/// alive until the clock has been read and its destruction is never part of the span.
func timed<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> (Result, Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = start.duration(to: clock.now)
    return (result, elapsed.inSeconds)
}

extension Duration {
    /// The duration in seconds.
    var inSeconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
