import Foundation
import LayoutSnapshots
import Synchronization

/// Runs scene checks on several threads, each with its own fonts and measurer, and returns the results in the
/// order of the scene list; `progress` is called (under a lock) after each scene.
enum ParallelSceneRunner {
    static func run(_ scenes: [SceneFile], jobs: Int, tester: SceneTester,
                    progress: @escaping @Sendable (Int, SceneTestResult) -> Void) throws(CommandFailure)
        -> [SceneTestResult] {
        let workers = max(1, min(jobs, scenes.count))
        let environments = try (0..<workers).map { _ throws(CommandFailure) in
            do {
                // The default font set the CLI started setting up at launch goes to the first worker.
                if let early = try EarlyFontLibrary.shared.take() { return try SnapshotEnvironment(fonts: early) }
                return try SnapshotEnvironment.make()
            } catch {
                throw CommandFailure(.failure, "error: \(error)")
            }
        }
        let next = Mutex(0)
        let results = Mutex([SceneTestResult?](repeating: nil, count: scenes.count))
        let done = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let environment = environments[worker]
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < scenes.count else { return }
                let result = tester.test(scenes[index], environment: environment)
                results.withLock { $0[index] = result }
                done.withLock { count in
                    count += 1
                    progress(count, result)
                }
            }
        }
        return results.withLock { $0.compactMap { $0 } }
    }
}
