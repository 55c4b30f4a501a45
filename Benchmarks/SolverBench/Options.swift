/// The command line:
/// `layoutviz-solver-bench [N ...] [--only chain,indep,grid,churn,enaml] [--runs R] [--quick] [--cpu-time]`.
struct Options {
    /// The view counts, in order; the reference script's `100 1000 10000` when none is given.
    var sizes: [Int] = []
    /// The selected workloads, in the order they run for each N.
    var workloads: [Workload] = Workload.allCases
    /// Runs per workload; 0 means 11/5/3 by N as in the reference script.
    var runs = 0
    /// Few enaml repetitions (for profiling under callgrind); the figures are then not comparable.
    var quick = false

    /// The usage text.
    static let usage = """
        usage: layoutviz-solver-bench [N ...] [--only chain,indep,grid,churn,enaml] [--runs R] [--quick] [--cpu-time]
          N        view counts (default: 100 1000 10000)
          --only   workloads to run, comma-separated (default: all; enaml runs once, after the sizes)
          --runs   runs per workload (default 0: 11/5/3 by N, as kiwi_layout_bench.py)
          --quick  enaml: 1 round of 21 builds, 3 resize samples of 100 loops (for profiling, not figures)
          --cpu-time  time spans in this thread's CPU time, not wall time (for a machine under load)
        """

    /// Why the arguments were refused.
    struct UsageError: Error, CustomStringConvertible {
        /// The problem, one line.
        let description: String
    }

    /// Parses `arguments` (without the program name); `--help` yields `nil`.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (flag, inlineValue) = split(argument)
            switch flag {
            case "-h", "--help":
                return nil
            case "--quick":
                options.quick = true
            case "--cpu-time":
                continue  // read by `measuresCPUTime`
            case "--only", "--runs":
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(description: "\(flag) needs a value")
                }
                if flag == "--only" {
                    options.workloads = try workloads(value)
                } else if let runs = Int(value), runs >= 0 {
                    options.runs = runs
                } else {
                    throw UsageError(description: "--runs needs a non-negative integer, got '\(value)'")
                }
            default:
                guard let n = Int(argument), n >= 1 else {
                    throw UsageError(description: "unexpected argument '\(argument)' (N must be a positive integer)")
                }
                options.sizes.append(n)
            }
        }
        if options.sizes.isEmpty { options.sizes = [100, 1000, 10000] }
        return options
    }

    /// `--flag=value` as `("--flag", "value")`; anything else as `(argument, nil)`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    /// The workloads named in a comma-separated list, in the list's order.
    private static func workloads(_ list: String) throws(UsageError) -> [Workload] {
        var selected: [Workload] = []
        for name in list.split(separator: ",") {
            guard let workload = Workload(rawValue: String(name)) else {
                let known = Workload.allCases.map(\.rawValue).joined(separator: ",")
                throw UsageError(description: "unknown workload '\(name)' (known: \(known))")
            }
            if !selected.contains(workload) { selected.append(workload) }
        }
        guard !selected.isEmpty else { throw UsageError(description: "--only needs at least one workload") }
        return selected
    }
}
