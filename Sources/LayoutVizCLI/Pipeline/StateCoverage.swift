import LayoutScript

/// The constraint coverage `check` and `frames --format json` report: the loaded screen's, with what each of its
/// states lays out (``LayoutScript/ConstraintCoverage/merging(_:inState:)``) and then each step of a state that its
/// state did not reach (``LayoutScript/LoadedScene/stateSteps``), unless `--no-states` or `--state` is given, and,
/// for a file drawn from one of its `#Preview` blocks, what each other preview lays out
/// (``LayoutScript/ConstraintCoverage/merging(_:inPreview:)``), and what drawing each other branch of the conditions
/// on unknown values lays out, up to ``maximumBranches`` (``LayoutScript/ConstraintCoverage/merging(_:inBranch:)``),
/// and, for a file drawn from a root class, what drawing each other root candidate lays out, up to ``maximumRoots``
/// (``LayoutScript/ConstraintCoverage/merging(_:withRoot:)``: a cell or header declared beside the screen).
/// Each state, preview or branch is a fresh load of the scene (a state entered after its first layout); one whose
/// load fails adds nothing.
///
/// ```swift
/// let coverage = StateCoverage.coverage(of: solved, options: scene) // statements laid out in states count
/// ```
enum StateCoverage {
    /// The most branches of conditions on unknown values whose layout is counted (each is a run of the scene).
    static let maximumBranches = 8
    /// The most other root classes whose layout is counted (each is a run of the scene).
    static let maximumRoots = 8

    static func coverage(of solved: SolvedScene, options: SceneOptions) -> ConstraintCoverage {
        var coverage = solved.coverage
        if !options.noStates, options.state == nil {
            for state in solved.states + solved.stateSteps {
                guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
                guard let run = try? SolvedScene(options, state: state.name, fonts: solved.fonts) else { continue }
                coverage = coverage.merging(run.coverage, inState: state.name)
            }
        }
        if !options.noStates, options.state == nil, options.branch == 1, solved.unknownBranchCount > 1 {
            for branch in 2...min(solved.unknownBranchCount, maximumBranches) {
                guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
                var other = options
                other.branch = branch
                guard let run = try? SolvedScene(other, fonts: solved.fonts) else { continue }
                coverage = coverage.merging(run.coverage, inBranch: branch)
            }
        }
        guard case .preview(let drawn) = solved.root else {
            guard !options.noStates, options.state == nil,
                  coverage.statements.contains(where: { !$0.isLaidOut }) else { return coverage }
            return withOtherRoots(coverage, solved, options)
        }
        for (index, preview) in solved.previews.enumerated() where preview != drawn {
            guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
            var other = options
            other.preview = String(index + 1)
            other.state = nil
            guard let run = try? SolvedScene(other, fonts: solved.fonts) else { continue }
            coverage = coverage.merging(run.coverage, inPreview: preview)
        }
        return coverage
    }

    /// `coverage` with what drawing each other root candidate lays out.
    private static func withOtherRoots(_ coverage: ConstraintCoverage, _ solved: SolvedScene, _ options: SceneOptions)
        -> ConstraintCoverage {
        var coverage = coverage
        let drawn = solved.root.className
        for root in solved.rootCandidates.filter({ $0 != drawn }).prefix(maximumRoots) {
            guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
            var other = options
            other.root = root
            other.state = nil
            other.branch = 1
            guard let run = try? SolvedScene(other, fonts: solved.fonts) else { continue }
            coverage = coverage.merging(run.coverage, withRoot: root)
        }
        return coverage
    }
}
