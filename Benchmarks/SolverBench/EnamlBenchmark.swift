import LayoutSolver

/// kiwi's own enaml-like benchmark (solver.md §2): build the 111-constraint form, and resize it.
enum EnamlBenchmark {
    /// Rounds of build timings; the figure is the median of the rounds' medians.
    static let buildRounds = 3
    /// Builds timed in each round.
    static let buildRepetitions = 2001
    /// Untimed resize loops before sampling.
    static let warmUpLoops = 100
    /// How many resize samples are taken; the figure is their median.
    static let resizeSamples = 15
    /// Loops per resize sample; one loop resizes through all of ``sizes``.
    static let loopsPerSample = 2000
    /// The window sizes a loop cycles through, as in kiwi's `bench_update_variables`.
    static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    /// Measures `enaml_build` (`Solver()`, two `addEditVariable` at `.high`, the 111 adds and
    /// `updateVariables()`) and `enaml_resize` (seconds per resize: two `suggestValue` and one
    /// `updateVariables()`), then checks that the window follows the last suggested size.
    /// With `quick`, one round of 21 builds and 3 samples of 100 loops: short enough for callgrind.
    static func run(quick: Bool = false) throws -> [Measurement] {
        let form = EnamlForm()
        let (rounds, repetitions) = quick ? (1, 21) : (buildRounds, buildRepetitions)
        let (samplesTaken, loops) = quick ? (3, 100) : (resizeSamples, loopsPerSample)
        var roundMedians: [Double] = []
        for _ in 0..<rounds {
            var builds: [Double] = []
            for _ in 0..<repetitions {
                let (_, seconds) = try timed { () throws(SolverError) in try makeSolver(for: form) }
                builds.append(seconds)
            }
            roundMedians.append(median(builds))
        }
        let solver = try makeSolver(for: form)
        try resize(solver, form, loops: warmUpLoops)
        var samples: [Double] = []
        for _ in 0..<samplesTaken {
            let (_, seconds) = try timed { () throws(SolverError) in
                try resize(solver, form, loops: loops)
            }
            samples.append(seconds / Double(loops))
        }
        let last = sizes[sizes.count - 1]
        let (width, height) = (form.width.value, form.height.value)
        try check(isClose(width, last.width) && isClose(height, last.height),
                  "enaml: window is \(width) × \(height), expected \(last.width) × \(last.height)")
        return [
            Measurement(key: "enaml_build", seconds: median(roundMedians), constraintCount: form.constraints.count),
            Measurement(key: "enaml_resize", seconds: median(samples) / Double(sizes.count), constraintCount: 1),
        ]
    }

    /// The timed build span: a fresh solver with the two edit variables and the form, solved once.
    private static func makeSolver(for form: EnamlForm) throws(SolverError) -> Solver {
        let solver = Solver()
        try solver.addEditVariable(form.width, priority: .high)
        try solver.addEditVariable(form.height, priority: .high)
        for constraint in form.constraints {
            try solver.add(constraint)
        }
        solver.updateVariables()
        return solver
    }

    /// `loops` passes over ``sizes``, each size being two `suggestValue` and one `updateVariables()`.
    private static func resize(_ solver: Solver, _ form: EnamlForm, loops: Int) throws(SolverError) {
        for _ in 0..<loops {
            for size in sizes {
                try solver.suggestValue(form.width, size.width)
                try solver.suggestValue(form.height, size.height)
                solver.updateVariables()
            }
        }
    }
}
