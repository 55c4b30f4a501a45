import LayoutScript

/// The constraint coverage `check` and `frames --format json` report: the loaded screen's, with what each of its
/// states lays out (``LayoutScript/ConstraintCoverage/merging(_:inState:)``) unless `--no-states` or `--state` is
/// given. Each state is a fresh load of the scene, entered after its first layout; a state whose load fails adds
/// nothing.
///
/// ```swift
/// let coverage = StateCoverage.coverage(of: solved, options: scene) // statements laid out in states count
/// ```
enum StateCoverage {
    static func coverage(of solved: SolvedScene, options: SceneOptions) -> ConstraintCoverage {
        guard !options.noStates, options.state == nil else { return solved.coverage }
        var coverage = solved.coverage
        for state in solved.states {
            guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
            guard let run = try? SolvedScene(options, state: state.name, fonts: solved.fonts) else { continue }
            coverage = coverage.merging(run.coverage, inState: state.name)
        }
        return coverage
    }
}
