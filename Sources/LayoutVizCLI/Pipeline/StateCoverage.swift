import Foundation
import LayoutScene
import LayoutScript

/// The constraint coverage `check` and `frames --format json` report: the loaded screen's, with what each of its
/// states lays out (``LayoutScript/ConstraintCoverage/merging(_:inState:)``) and then each step of a state that its
/// state did not reach (``LayoutScript/LoadedScene/stateSteps``), unless `--no-states` or `--state` is given, and,
/// for a file drawn from one of its `#Preview` blocks, what each other preview lays out
/// (``LayoutScript/ConstraintCoverage/merging(_:inPreview:)``), and what drawing each other branch of the conditions
/// on unknown values lays out, up to ``maximumBranches`` (``LayoutScript/ConstraintCoverage/merging(_:inBranch:)``),
/// and, for a file drawn from a root class, what drawing each other root candidate lays out, up to ``maximumRoots``
/// (``LayoutScript/ConstraintCoverage/merging(_:withRoot:)``: a cell or header declared beside the screen), and then
/// what drawing it on other displays lays out (``LayoutScript/ConstraintCoverage/merging(_:onDisplay:)``).
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
        if case .preview(let drawn) = solved.root {
            for (index, preview) in solved.previews.enumerated() where preview != drawn {
                guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
                var other = options
                other.preview = String(index + 1)
                other.state = nil
                guard let run = try? SolvedScene(other, fonts: solved.fonts) else { continue }
                coverage = coverage.merging(run.coverage, inPreview: preview)
            }
        } else if !options.noStates, options.state == nil {
            coverage = withOtherRoots(coverage, solved, options)
        }
        guard !options.noStates, options.state == nil else { return coverage }
        return onOtherDisplays(coverage, solved, options)
    }

    /// `coverage` with what drawing the screen on other displays lays out — the device drawn (an iPhone SE when none
    /// is given) turned the other way, then an iPad — when the scene's files read the device's orientation, size
    /// classes or idiom (`if UIDevice.current.orientation.isLandscape { … }`, `traitCollection.horizontalSizeClass`)
    /// and `--size` fixes no root size.
    private static func onOtherDisplays(_ coverage: ConstraintCoverage, _ solved: SolvedScene,
                                        _ options: SceneOptions) -> ConstraintCoverage {
        guard options.size == nil, coverage.statements.contains(where: { !$0.isLaidOut }),
              readsDisplay(options.files) else { return coverage }
        let drawn = options.configuration
        let device = drawn.display.device ?? .iPhoneSE3
        var displays = [DisplaySetting(device: device, orientation: drawn.display.orientation == .landscape
                                           ? .portrait : .landscape, direction: drawn.display.direction)]
        if device != .iPad10 { displays.append(DisplaySetting(device: .iPad10, direction: drawn.display.direction)) }
        var coverage = coverage
        for display in displays {
            guard coverage.statements.contains(where: { !$0.isLaidOut }) else { break }
            var other = options
            other.state = nil
            let configuration = SceneConfiguration(display: display, appearance: drawn.appearance,
                                                   contentSize: drawn.contentSize)
            guard let run = try? SolvedScene(other, in: configuration, fonts: solved.fonts) else { continue }
            let flags = "--device \(device == display.device ? device.identifier : DevicePreset.iPad10.identifier)"
                + (display.orientation == .landscape ? " --landscape" : "")
            coverage = coverage.merging(run.coverage, onDisplay: flags)
        }
        return coverage
    }

    /// Whether the scene's files (a folder's are not read) name the device's orientation, a size class or the idiom.
    private static func readsDisplay(_ files: [String]) -> Bool {
        files.contains { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return ["orientation", "SizeClass", "userInterfaceIdiom", "Orientation"].contains { text.contains($0) }
        }
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
