import Foundation

extension RecordMode {
    /// The environment variables read for a record mode, first found first used.
    ///
    /// ```swift
    /// RecordMode.environmentKeys // ["LAYOUTVIZ_RECORD", "SNAPSHOT_TESTING_RECORD"]
    /// ```
    public static let environmentKeys = ["LAYOUTVIZ_RECORD", "SNAPSHOT_TESTING_RECORD"]

    /// The mode set for the current task by ``withRecordMode(_:operation:)`` (the innermost one), if any.
    ///
    /// ```swift
    /// withRecordMode(.never) { RecordMode.current } // .never
    /// ```
    @TaskLocal public static var current: RecordMode?

    /// The mode to use: `explicit` if given, else the scoped ``current`` mode, else the first of
    /// ``environmentKeys`` whose value names a mode (values naming none are skipped), else ``missing``.
    ///
    /// ```swift
    /// RecordMode.resolved(explicit: nil, environment: ["SNAPSHOT_TESTING_RECORD": "failed"]) // .failed
    /// ```
    public static func resolved(explicit: RecordMode?,
                                environment: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
        explicit ?? current
            ?? environmentKeys.lazy.compactMap { environment[$0].flatMap(RecordMode.init(parsing:)) }.first
            ?? .missing
    }
}

/// Runs `operation` with ``RecordMode/current`` set to `mode`: the scope a test framework's trait or
/// `withSnapshotTesting(record:)` sets.
///
/// ```swift
/// withRecordMode(.all) {
///     try assertFramesSnapshot(of: canvas)
/// }
/// ```
public func withRecordMode<Result>(_ mode: RecordMode, operation: () throws -> Result) rethrows -> Result {
    try RecordMode.$current.withValue(mode, operation: operation)
}

/// Runs the asynchronous `operation` with ``RecordMode/current`` set to `mode`.
///
/// ```swift
/// await withRecordMode(.failed) {
///     await renderAndCompare()
/// }
/// ```
public func withRecordMode<Result>(_ mode: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                   operation: () async throws -> Result) async rethrows -> Result {
    try await RecordMode.$current.withValue(mode, operation: operation, isolation: isolation)
}
