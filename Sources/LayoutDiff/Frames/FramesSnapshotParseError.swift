/// Why a frames snapshot text could not be read: the 1-based line and what was wrong there.
///
/// ```swift
/// do { _ = try FramesSnapshot(parsing: "hello") }
/// catch { print(error) } // line 1: expected "layoutviz frames v1"
/// ```
public struct FramesSnapshotParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    ///
    /// ```swift
    /// error.line // 3
    /// ```
    public var line: Int
    /// What was wrong.
    ///
    /// ```swift
    /// error.reason // "expected 4 frame numbers"
    /// ```
    public var reason: String

    /// Creates an error.
    ///
    /// ```swift
    /// FramesSnapshotParseError(line: 2, reason: "expected canvas WIDTHxHEIGHT")
    /// ```
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    /// `line N: reason`.
    ///
    /// ```swift
    /// FramesSnapshotParseError(line: 2, reason: "bad").description // "line 2: bad"
    /// ```
    public var description: String { "line \(line): \(reason)" }
}
