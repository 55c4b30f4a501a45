/// Counts of a `layoutviz test` run and the one-line summary printed at the end.
struct TestSummary {
    let results: [SceneTestResult]

    var passed: Int { results.filter(\.passed).count }
    var failed: Int { results.filter { $0.status == "failed" || $0.status == "error" }.count }
    var recorded: Int { results.filter { $0.status == "recorded" }.count }
    var isSuccess: Bool { passed == results.count }

    /// `9 scenes: 8 passed, 1 failed, 0 recorded`.
    var line: String {
        "\(results.count) scene\(results.count == 1 ? "" : "s"): \(passed) passed, \(failed) failed, \(recorded) recorded"
    }

    /// A short word for one check, for report tables.
    static func verdict(_ check: SceneTestResult.Check) -> String {
        switch check.outcome {
        case .passed: "passed"
        case .recorded: "recorded"
        case .failed(let message, _): message.split(separator: "\n").dropFirst().first.map(String.init) ?? "failed"
        }
    }
}
