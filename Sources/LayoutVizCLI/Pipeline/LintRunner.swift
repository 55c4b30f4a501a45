import Foundation
import LayoutLint
import LayoutRender
import Synchronization

/// Lints every configuration of a matrix on `jobs` threads, each keeping its own font set from one configuration to
/// the next, and returns each configuration's findings in the plan's order. A configuration that fails to load stops
/// the run with its error, headed by its caption (the first in the plan's order, whichever thread met it first).
///
/// ```swift
/// let findings = try LintRunner.run(plan, scene: options, jobs: 2)
/// ```
enum LintRunner {
    /// The scene options, read by every thread and changed by none (ArgumentParser's property wrappers keep the type
    /// from being `Sendable`; its contents are plain values).
    private final class SharedOptions: @unchecked Sendable {
        let options: SceneOptions
        init(_ options: SceneOptions) { self.options = options }
    }

    static func run(_ plan: MatrixPlan, scene: SceneOptions, jobs: Int) throws(CommandFailure) -> [[LintFinding]] {
        let shared = SharedOptions(scene)
        let panels = plan.panels
        let next = Mutex(0)
        let outcomes = Mutex([Result<[LintFinding], CommandFailure>?](repeating: nil, count: panels.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, panels.count))) { _ in
            var fonts: FontLibrary?
            while true {
                let index = next.withLock { value -> Int in
                    defer { value += 1 }
                    return value
                }
                guard index < panels.count else { return }
                let outcome: Result<[LintFinding], CommandFailure>
                do throws(CommandFailure) {
                    let solved = try SolvedScene(shared.options, in: panels[index].configuration, fonts: fonts)
                    fonts = solved.fonts
                    let linter = Linter(measuring: solved.measurer, sourceFiles: solved.sourceFileNames,
                                        hasScreen: solved.root.isScreen)
                    outcome = .success(linter.findings(in: solved.canvas, result: solved.result))
                } catch {
                    outcome = .failure(CommandFailure(error.status, "error in the configuration "
                                                          + "'\(panels[index].caption)':\n" + error.message))
                }
                outcomes.withLock { $0[index] = outcome }
            }
        }
        return try outcomes.withLock { $0 }.map { outcome throws(CommandFailure) in
            switch outcome {
            case .success(let findings)?: return findings
            case .failure(let failure)?: throw failure
            case nil: throw CommandFailure(.failure, "error: a configuration was not linted")
            }
        }
    }
}
