import LayoutDiff

/// Runs `operation` with the record mode of every ``assertLayoutSnapshot(of:as:named:record:tolerance:masking:paintOptions:snapshotDirectory:fileID:filePath:testName:line:column:)``
/// inside it set to `record` (an explicit `record:` argument still wins). Works under XCTest and Swift
/// Testing.
///
/// ```swift
/// func testCards() {
///     withLayoutSnapshotTesting(record: .failed) {
///         assertLayoutSnapshot(of: cardCanvas(), as: .png(scale: 2))
///     }
/// }
/// ```
public func withLayoutSnapshotTesting<Result>(record: RecordMode, operation: () throws -> Result) rethrows -> Result {
    try withRecordMode(record, operation: operation)
}

/// Runs the asynchronous `operation` with the record mode set to `record`.
///
/// ```swift
/// try await withLayoutSnapshotTesting(record: .all) {
///     assertLayoutSnapshot(of: await loadCanvas(), as: .frames)
/// }
/// ```
public func withLayoutSnapshotTesting<Result>(record: RecordMode, isolation: isolated (any Actor)? = #isolation,
                                              operation: () async throws -> Result) async rethrows -> Result {
    try await withRecordMode(record, isolation: isolation, operation: operation)
}
