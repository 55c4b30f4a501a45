import Foundation
import LayoutSnapshots

/// What `layoutviz test` found for one scene: an outcome per snapshot format, or why the scene could not run.
struct SceneTestResult: Sendable {
    /// One format's check.
    struct Check: Sendable {
        let format: SnapshotFormat
        let referenceURL: URL
        let outcome: SnapshotOutcome
        /// Views whose frames differ from the reference's, with their frames in the picture (points, padding added).
        let changedViews: [ViewRegion]
    }

    let name: String
    let path: String
    let checks: [Check]
    /// A load or layout error (the scene did not run).
    let error: String?
    /// Problems that fail the scene only under `--strict` (a sidecar that cannot be read).
    var warnings: [String] = []
    /// Whether the run was `--strict`.
    var strict = false
    /// For a screen of an app folder: what the report shows beside its picture.
    var screen: ScreenSummary?

    /// A screen of an app folder as the report groups and describes it.
    struct ScreenSummary: Sendable {
        /// `preview`, `controller`, `view` or `cell`.
        let kind: String
        /// The folder of the file declaring it, relative to the app's folder.
        let folder: String
        /// Its layout coverage (`100.0% (7 of 7)`, `no statements (0 of 0)`), once loaded.
        var coverage: String?
        /// The interpreter's warnings while loading it (unknown symbols, skipped code), as headlines.
        var warnings: [String] = []
    }

    /// What `--lint` found that the lint baseline does not accept; any fails the scene.
    var lintFindings: [String] = []

    var passed: Bool {
        error == nil && checks.allSatisfy { $0.outcome == .passed } && !(strict && !warnings.isEmpty)
            && lintFindings.isEmpty
    }
    var recorded: Bool { error == nil && checks.contains { if case .recorded = $0.outcome { true } else { false } } }

    /// `passed`, `recorded`, `failed` or `error`.
    var status: String {
        if error != nil { return "error" }
        if passed { return "passed" }
        if checks.contains(where: { if case .failed = $0.outcome { true } else { false } }) { return "failed" }
        if checks.allSatisfy({ $0.outcome == .passed }) || !lintFindings.isEmpty { return "failed" }
        return "recorded"
    }

    /// Every message, one block per failing check, then the warnings (`warning: …`).
    var messages: [String] {
        if let error { return [error] }
        return checks.compactMap { $0.outcome.failureMessage } + lintFindings + warnings.map { "warning: \($0)" }
    }
}
