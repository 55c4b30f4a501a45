/// When snapshot references are written, with swift-snapshot-testing's four modes.
///
/// | Mode | Reference missing | Reference differs | Reference matches |
/// |---|---|---|---|
/// | `.missing` (default) | write, fail | fail | pass |
/// | `.all` | write, fail | write, fail | write, fail |
/// | `.failed` | write, fail | write, fail | pass |
/// | `.never` (for CI) | fail | fail | pass |
///
/// ```swift
/// let mode = RecordMode.resolved(explicit: nil)
/// let decision = RecordMode.decide(mode: mode, referenceExists: false, matches: false)
/// if decision.write { try AtomicFileWriter.write(data, to: referenceURL) }
/// ```
public enum RecordMode: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Write references that do not exist yet (and fail, so the new reference is noticed).
    ///
    /// ```swift
    /// RecordMode(parsing: "missing") // .missing
    /// ```
    case missing
    /// Write every reference, and fail.
    ///
    /// ```swift
    /// withRecordMode(.all) { runSnapshotTests() }
    /// ```
    case all
    /// Write references that are missing or do not match, and fail.
    ///
    /// ```swift
    /// // LAYOUTVIZ_RECORD=failed swift test
    /// ```
    case failed
    /// Never write; a missing reference fails. For CI.
    ///
    /// ```swift
    /// // LAYOUTVIZ_RECORD=never swift test
    /// ```
    case never

    /// The mode named by `text` (`missing`, `all`, `failed`, `never`; case and surrounding spaces ignored),
    /// or `nil`.
    ///
    /// ```swift
    /// RecordMode(parsing: " Failed ") // .failed
    /// RecordMode(parsing: "yes")      // nil
    /// ```
    public init?(parsing text: String) {
        self.init(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased())
    }

    /// The mode's name.
    ///
    /// ```swift
    /// RecordMode.failed.description // "failed"
    /// ```
    public var description: String { rawValue }

    /// What to do with a snapshot: whether to write the reference, and whether the check fails.
    ///
    /// ```swift
    /// RecordMode.decide(mode: .failed, referenceExists: true, matches: false) // write, fail
    /// ```
    public static func decide(mode: RecordMode, referenceExists: Bool, matches: Bool) -> RecordDecision {
        switch (mode, referenceExists, matches) {
        case (.never, false, _): RecordDecision(write: false, fail: true)
        case (_, false, _), (.all, true, _): RecordDecision(write: true, fail: true)
        case (.failed, true, false): RecordDecision(write: true, fail: true)
        case (_, true, false): RecordDecision(write: false, fail: true)
        case (_, true, true): RecordDecision(write: false, fail: false)
        }
    }
}
