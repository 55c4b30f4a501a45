import LayoutSolver

/// W3 and W4a: build independent views from scratch, then drive the middle view's width through an edit
/// variable at `.high`.
enum IndependentBenchmark {
    /// How many suggest + update operations one W4a run times.
    static let editOperations = 200

    /// Times `runs` builds of `n` independent views (`W3_indep_build`) and, on each built solver, the mean
    /// of ``editOperations`` `suggestValue` + `updateVariables()` pairs (`W4a_local_edit+update`).
    static func run(n: Int, runs: Int) throws -> [Measurement] {
        let layout = IndependentLayout(count: n)
        let view = layout.views[n / 2]
        var builds: [Double] = [], edits: [Double] = []
        for _ in 0..<runs {
            let (solver, buildSeconds) = try build(layout.constraints)
            builds.append(buildSeconds)
            try solver.addEditVariable(view.w, priority: .high)
            let (_, editSeconds) = try timed { () throws(SolverError) in
                for j in 0..<editOperations {
                    try solver.suggestValue(view.w, Double(20 + j % 7))
                    solver.updateVariables()
                }
            }
            edits.append(editSeconds / Double(editOperations))
        }
        try check(isClose(view.h.value, view.w.value),
                  "W4a N=\(n): edited view h is \(view.h.value), expected its w \(view.w.value)")
        return [
            Measurement(key: "W3_indep_build", seconds: median(builds), constraintCount: layout.constraints.count),
            Measurement(key: "W4a_local_edit+update", seconds: median(edits), constraintCount: 1),
        ]
    }
}
