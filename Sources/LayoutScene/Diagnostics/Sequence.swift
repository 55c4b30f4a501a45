import Synchronization

/// A process-wide counter that orders activations and diagnostics the way the code ran.
enum Sequence {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
