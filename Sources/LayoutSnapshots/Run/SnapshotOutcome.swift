import Foundation

/// What ``SnapshotRun/verify(canvas:format:referenceURL:record:artifactsDirectory:tolerance:maskedViews:paintOptions:environment:store:)``
/// concluded. Only ``passed`` is a success: recording a reference fails, so that it gets looked at.
///
/// ```swift
/// switch outcome {
/// case .passed: break
/// case .recorded(_, let message), .failed(let message, _): report(message)
/// }
/// ```
public enum SnapshotOutcome: Sendable, Hashable {
    /// The snapshot matches its reference.
    ///
    /// ```swift
    /// #expect(outcome == .passed)
    /// ```
    case passed
    /// The reference at the URL was written (it was missing, or the mode is `all`) and the check fails with
    /// `Recorded snapshot reference at <path>; run again to compare`.
    ///
    /// ```swift
    /// if case .recorded(let url, _) = outcome { print("new reference:", url.path) }
    /// ```
    case recorded(URL, message: String)
    /// The check failed; the artifacts written (actual, diff, composite) are named in the message.
    ///
    /// ```swift
    /// if case .failed(_, let artifacts) = outcome { artifacts.map(\.lastPathComponent) }
    /// // ["testCard.1.actual.png", "testCard.1.diff.png", "testCard.1.composite.png"]
    /// ```
    case failed(message: String, artifacts: [URL])

    /// The failure message, or `nil` when the snapshot passed.
    ///
    /// ```swift
    /// if let message = outcome.failureMessage { XCTFail(message) }
    /// ```
    public var failureMessage: String? {
        switch self {
        case .passed: nil
        case .recorded(_, let message), .failed(let message, _): message
        }
    }
}
