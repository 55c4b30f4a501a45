import LayoutSolver

/// The reference script's `build`: a fresh solver, each constraint added one by one in order, then
/// one `updateVariables()`. Returns the solver and the seconds those calls took.
func build(_ constraints: [Constraint]) throws(SolverError) -> (Solver, Double) {
    try timed { () throws(SolverError) -> Solver in
        let solver = Solver()
        for constraint in constraints {
            try solver.add(constraint)
        }
        solver.updateVariables()
        return solver
    }
}
