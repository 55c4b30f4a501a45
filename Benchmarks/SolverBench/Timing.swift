import Glibc

/// Whether spans are measured in this thread's CPU time (`--cpu-time`) instead of wall time: on a
/// machine shared with other busy processes, wall time also counts the time the thread waited for a core.
let measuresCPUTime = CommandLine.arguments.dropFirst().contains("--cpu-time")

/// Runs `body` and measures it with the monotonic clock, or with the thread's CPU clock under `--cpu-time`.
///
/// The result is returned together with the elapsed seconds, so whatever `body` builds (a solver) stays
/// alive until the clock has been read and its destruction is never part of the span.
func timed<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> (Result, Double) {
    if measuresCPUTime {
        let start = threadCPUSeconds()
        let result = try body()
        return (result, threadCPUSeconds() - start)
    }
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    let elapsed = start.duration(to: clock.now)
    return (result, elapsed.inSeconds)
}

/// The CPU time this thread has used, in seconds (`CLOCK_THREAD_CPUTIME_ID`).
func threadCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

extension Duration {
    /// The duration in seconds.
    var inSeconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
