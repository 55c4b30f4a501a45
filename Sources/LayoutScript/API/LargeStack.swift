import Foundation

/// Runs work on a thread with a large stack and waits for it, so deeply nested (even adversarial) scene files are
/// parsed and checked without exhausting the caller's stack.
enum LargeStack {
    static let size = 512 << 20

    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox(body)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.run()
            finished.signal()
        }
        thread.stackSize = size
        thread.start()
        finished.wait()
        return box.result!
    }
}

/// Carries the work and its result between the caller and the large-stack thread; the caller waits for the thread,
/// so the two never touch it at the same time.
private final class ResultBox<T>: @unchecked Sendable {
    private let body: () -> T
    private(set) var result: T?

    init(_ body: @escaping () -> T) {
        self.body = body
    }

    func run() {
        result = body()
    }
}
