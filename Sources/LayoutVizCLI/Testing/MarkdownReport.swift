/// `layoutviz test --report out.md`: a table for CI job summaries and pull-request comments, with each failure's
/// message folded underneath.
struct MarkdownReport {
    let summary: TestSummary

    var text: String {
        var lines = ["## layoutviz test: \(summary.line)", "", "| Scene | Status | Frames | Image |", "|---|---|---|---|"]
        for result in summary.results {
            let icon = result.passed ? "✅" : result.status == "recorded" ? "📝" : "❌"
            let cells = result.checks.map { escape(TestSummary.verdict($0)) }
            let frames = cells.first ?? "—", image = cells.dropFirst().first ?? "—"
            lines.append("| \(escape(result.name)) | \(icon) \(result.status) | \(frames) | \(image) |")
        }
        for result in summary.results where !result.passed {
            lines += ["", "<details><summary>\(escape(result.name))</summary>", "", "```"]
            lines += result.messages
            lines += ["```", "", "</details>"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
