import Foundation
import LayoutScene

/// Runs work on a thread with a large stack and waits for it, so deeply nested (even adversarial) scene files are
/// parsed and checked without exhausting the caller's stack.
enum LargeStack {
    static let size = 512 << 20
    /// Whether the code running is on a large-stack thread (a task-local: a thread's dictionary would bridge its key
    /// and value to Foundation objects, searching the conformance records for the bridging the first time).
    @TaskLocal private static var isOnLargeStack = false

    /// Runs `body` on a new large-stack thread and waits for it; the caller's system traits
    /// (``LayoutScene/TraitCollection/current``) go with it, since task-locals do not cross threads.
    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox(body)
        let finished = DispatchSemaphore(value: 0)
        let traits = TraitCollection.current
        let thread = Thread {
            $isOnLargeStack.withValue(true) {
                TraitCollection.$current.withValue(traits) { box.run() }
            }
            finished.signal()
        }
        thread.stackSize = size
        thread.start()
        finished.wait()
        return box.result!
    }

    /// Runs `body` right here when this is already a large-stack thread, else on a new one: scene code LayoutScene
    /// calls back into during layout (lifecycle overrides) gets the same stack as scene code run while loading.
    static func ensure<T>(_ body: @escaping () -> T) -> T {
        isOnLargeStack ? body() : run(body)
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
