import Foundation

/// Failures an XCTest case captured instead of recording, while capturing is on.
final class CapturedFailures: @unchecked Sendable {
    struct Failure: Equatable {
        var message: String
        var file: String
        var line: Int
    }

    private var failures: [Failure] = []
    private var capturing = false
    private let lock = NSLock()

    var isCapturing: Bool { lock.withLock { capturing } }

    func append(_ failure: Failure) {
        lock.withLock { failures.append(failure) }
    }

    /// The failures recorded while `body` ran.
    func during(_ body: () -> Void) -> [Failure] {
        lock.withLock {
            failures = []
            capturing = true
        }
        body()
        return lock.withLock {
            capturing = false
            return failures
        }
    }
}
