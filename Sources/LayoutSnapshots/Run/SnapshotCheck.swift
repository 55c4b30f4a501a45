/// What one snapshot check concluded, with the warnings that do not fail it on their own: a sidecar beside
/// the reference that cannot be read (so a failure could not tell a layout change from renderer drift).
/// Strict runners (`layoutviz test --strict`) fail on warnings too.
///
/// ```swift
/// let check = SnapshotRun.check(artifact, referenceURL: url, record: .never, artifactsDirectory: artifacts)
/// for warning in check.warnings { print("warning: \(warning)") }
/// if let message = check.outcome.failureMessage { print(message) }
/// ```
public struct SnapshotCheck: Sendable, Hashable {
    /// Passed, recorded or failed.
    ///
    /// ```swift
    /// check.outcome == .passed
    /// ```
    public var outcome: SnapshotOutcome
    /// One line each, without a `warning:` prefix.
    ///
    /// ```swift
    /// check.warnings // ["cannot read the sidecar Fixtures/card.png.layoutviz.json: not valid JSON (…); …"]
    /// ```
    public var warnings: [String]

    /// Creates a check result.
    ///
    /// ```swift
    /// let check = SnapshotCheck(outcome: .passed, warnings: [])
    /// ```
    public init(outcome: SnapshotOutcome, warnings: [String] = []) {
        self.outcome = outcome
        self.warnings = warnings
    }
}
