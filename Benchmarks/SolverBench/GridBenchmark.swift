import LayoutSolver

/// W2 and W4b: build the grid with its container width as an edit variable at `.high`, then resize.
enum GridBenchmark {
    /// Times `runs` grid builds (the adds, `addEditVariable`, the first `suggestValue` and
    /// `updateVariables()`: `W2_grid_build`) and on each the mean of the resizes that follow, each a
    /// `suggestValue` + `updateVariables()` (`W4b_grid_resize+update`).
    static func run(n: Int, runs: Int) throws -> [Measurement] {
        let grid = GridLayout(count: n)
        let width = grid.container.w
        let resizes = n <= 1000 ? 60 : 12
        var builds: [Double] = [], steps: [Double] = []
        for _ in 0..<runs {
            let (solver, buildSeconds) = try timed { () throws(SolverError) -> Solver in
                let solver = Solver()
                for constraint in grid.constraints {
                    try solver.add(constraint)
                }
                try solver.addEditVariable(width, priority: .high)
                try solver.suggestValue(width, grid.sizes[0])
                solver.updateVariables()
                return solver
            }
            builds.append(buildSeconds)
            let (_, resizeSeconds) = try timed { () throws(SolverError) in
                for j in 0..<resizes {
                    try solver.suggestValue(width, grid.sizes[(j + 1) % 6])
                    solver.updateVariables()
                }
            }
            steps.append(resizeSeconds / Double(resizes))
        }
        let cell = grid.cells[grid.cells.count - 1][grid.cells.count - 1]
        let expected = grid.expectedCellWidth(containerWidth: grid.sizes[resizes % 6])
        try check(isClose(cell.w.value, expected),
                  "W4b N=\(n): last cell w is \(cell.w.value), expected \(expected)")
        return [
            Measurement(key: "W2_grid_build", seconds: median(builds), constraintCount: grid.constraints.count + 1),
            Measurement(key: "W4b_grid_resize+update", seconds: median(steps), constraintCount: 1),
        ]
    }
}
