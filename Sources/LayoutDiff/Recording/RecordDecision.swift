/// What ``RecordMode/decide(mode:referenceExists:matches:)`` says to do with one snapshot.
///
/// ```swift
/// let decision = RecordMode.decide(mode: .missing, referenceExists: false, matches: false)
/// decision.write // true
/// decision.fail  // true
/// ```
public struct RecordDecision: Hashable, Sendable, CustomStringConvertible {
    /// Whether to write the new snapshot as the reference.
    ///
    /// ```swift
    /// if decision.write { try AtomicFileWriter.write(data, to: referenceURL) }
    /// ```
    public var write: Bool
    /// Whether the check fails.
    ///
    /// ```swift
    /// if decision.fail { report("Snapshot does not match reference.") }
    /// ```
    public var fail: Bool

    /// Creates a decision.
    ///
    /// ```swift
    /// RecordDecision(write: false, fail: true)
    /// ```
    public init(write: Bool, fail: Bool) {
        self.write = write
        self.fail = fail
    }

    /// `write, fail`, `fail`, `write` or `pass`.
    ///
    /// ```swift
    /// RecordDecision(write: true, fail: true).description // "write, fail"
    /// ```
    public var description: String {
        switch (write, fail) {
        case (true, true): "write, fail"
        case (false, true): "fail"
        case (true, false): "write"
        case (false, false): "pass"
        }
    }
}
