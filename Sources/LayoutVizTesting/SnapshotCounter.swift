import Foundation
import Testing
import XCTest

/// Numbers the unnamed snapshots of a test 1, 2, … as swift-snapshot-testing does, per reference folder
/// and test name. Swift Testing tests get a fresh counter in the scope of ``LayoutSnapshotsTrait``; XCTest
/// counters restart after every test case.
final class SnapshotCounter: @unchecked Sendable {
    /// The counter of the current scope.
    @TaskLocal static var current = SnapshotCounter()

    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    /// The next number for `key` (a folder and test name), starting at 1.
    func next(for key: String) -> Int {
        lock.withLock {
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    /// Forgets every count.
    func reset() {
        lock.withLock { counts.removeAll() }
    }

    /// The counter for the test running now; under XCTest it is reset when each test case finishes.
    static func forCurrentTest() -> SnapshotCounter {
        if Test.current == nil { XCTestCounterReset.registerOnce() }
        return current
    }
}

/// Resets the process-wide counter when an XCTest case finishes, so that repeated runs number alike.
private final class XCTestCounterReset: NSObject, XCTestObservation, @unchecked Sendable {
    private static let registration: Void = {
        let register: @Sendable () -> Void = { XCTestObservationCenter.shared.addTestObserver(XCTestCounterReset()) }
        if Thread.isMainThread { register() } else { DispatchQueue.main.async(execute: register) }
    }()

    static func registerOnce() {
        registration
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        SnapshotCounter.current.reset()
    }
}
