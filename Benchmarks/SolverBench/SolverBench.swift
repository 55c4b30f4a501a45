import Foundation

/// `layoutviz-solver-bench`: the kiwisolver UI-layout workloads (W1–W5) and kiwi's enaml-like form,
/// timed on `LayoutSolver`. Prints a table per N and, as the last line, the JSON object that
/// `Benchmarks/compare-kiwi.sh` compares with `kiwi_layout_bench.py`.
@main
enum SolverBench {
    /// Parses the arguments, runs the selected workloads and prints the results; exits 1 when a result
    /// check or a solver call fails, 2 on a usage error.
    static func main() {
        let options: Options
        do {
            guard let parsed = try Options.parse(Array(CommandLine.arguments.dropFirst())) else {
                print(Options.usage)
                return
            }
            options = parsed
        } catch {
            fail("\(error)\n\(Options.usage)", status: 2)
        }
        #if DEBUG
        FileHandle.standardError.write(Data("warning: debug build; time the release build (-c release)\n".utf8))
        #endif
        let runCounts = options.runs > 0 ? "\(options.runs)" : "11/5/3 by N"
        let clock = measuresCPUTime ? "thread CPU" : "wall"
        print("layoutviz-solver-bench: LayoutSolver, runs \(runCounts), median \(clock) seconds per span")
        var report = Report()
        do {
            for n in options.sizes {
                var measurements: [Measurement] = []
                let runs = options.runs > 0 ? options.runs : Workload.defaultRuns(n: n)
                for workload in options.workloads where workload != .enaml {
                    measurements += try workload.run(n: n, runs: runs)
                }
                report.record(n: n, measurements).forEach { print($0) }
                fflush(nil)
            }
            if options.workloads.contains(.enaml) {
                report.recordEnaml(try EnamlBenchmark.run(quick: options.quick)).forEach { print($0) }
            }
        } catch {
            fail("\(error)", status: 1)
        }
        print(report.json)
    }

    /// Prints `message` to standard error and exits with `status`.
    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("layoutviz-solver-bench: error: \(message)\n".utf8))
        exit(status)
    }
}
