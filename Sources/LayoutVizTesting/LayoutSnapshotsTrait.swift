import LayoutDiff
import Testing

/// A Swift Testing trait that sets the record mode for a test or a whole suite (recursively) and gives
/// each test its own snapshot counter. See ``Testing/Trait/layoutSnapshots(record:)``.
///
/// ```swift
/// @Suite(.layoutSnapshots(record: .failed))
/// struct CardSnapshotTests { … }
/// ```
public struct LayoutSnapshotsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The record mode inside the scope, or `nil` to keep the surrounding one.
    ///
    /// ```swift
    /// LayoutSnapshotsTrait.layoutSnapshots(record: .never).record // .never
    /// ```
    public var record: RecordMode?

    /// Applies to every test of a suite.
    ///
    /// ```swift
    /// LayoutSnapshotsTrait.layoutSnapshots().isRecursive // true
    /// ```
    public var isRecursive: Bool { true }

    /// Runs the test with ``record`` as the scoped record mode and a fresh snapshot counter.
    ///
    /// ```swift
    /// // called by Swift Testing for every test the trait applies to
    /// ```
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotCounter.$current.withValue(SnapshotCounter()) {
            if let record {
                try await RecordMode.$current.withValue(record, operation: function)
            } else {
                try await function()
            }
        }
    }
}

extension Trait where Self == LayoutSnapshotsTrait {
    /// Sets the layout snapshot record mode of a test or suite; `nil` keeps the surrounding mode (and still
    /// numbers each test's snapshots from 1).
    ///
    /// ```swift
    /// @Test(.layoutSnapshots(record: .all)) func card() { assertLayoutSnapshot(of: canvas, as: .svg) }
    /// ```
    public static func layoutSnapshots(record: RecordMode? = nil) -> Self {
        LayoutSnapshotsTrait(record: record)
    }
}
