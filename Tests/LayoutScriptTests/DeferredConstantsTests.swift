import Foundation
@testable import LayoutScript
import Synchronization
import Testing

/// Deferred constants are worked out once, on first use, from any thread; later makers replace earlier names.
@Suite struct DeferredConstantsTests {
    @Test func workedOutOnceOnFirstUseLaterMakersWin() {
        let constants = DeferredConstants()
        let runs = RunCount()
        constants.add {
            runs.count.withLock { $0 += 1 }
            return ["one": .int(1), "two": .int(2)]
        }
        constants.add { ["two": .int(22)] }
        #expect(runs.count.withLock { $0 } == 0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in _ = constants.value(named: "one") }
        #expect(runs.count.withLock { $0 } == 1)
        #expect(constants.names.sorted() == ["one", "two"])
        guard case .int(let two)? = constants.value(named: "two") else { Issue.record("no two"); return }
        #expect(two == 22)
        #expect(constants.value(named: "three") == nil)
    }
}

/// How often a maker ran, from any thread.
private final class RunCount: Sendable {
    let count = Mutex(0)
}
