import Foundation

/// Counts calls from 1, safely across threads.
final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func next() -> Int {
        lock.withLock {
            value += 1
            return value
        }
    }
}
