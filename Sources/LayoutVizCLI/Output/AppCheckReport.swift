import Foundation
import LayoutScript

/// What `layoutviz check APP/` prints for an app's folder: each screen found — drawn with its layout coverage and time,
/// skipped with why, or stopped with its first error — then the totals: screens drawn, screens at or above
/// ``wellCoveredPercent`` coverage, and the median time per screen after the shared load.
///
/// ```swift
/// let report = AppCheckReport(folder: "MyApp", fileCount: 120, outcomes: outcomes)
/// print(report.text)
/// ```
struct AppCheckReport {
    /// What became of one screen.
    enum Result {
        case drawn(coverage: ConstraintCoverage, milliseconds: Double)
        case skipped(String)
        case stopped(String)
    }

    /// The coverage a screen needs to count as well covered.
    static let wellCoveredPercent = 90.0

    let folder: String
    let fileCount: Int
    let outcomes: [(screen: AppScreen, result: Result)]

    var text: String {
        var lines = ["\(folder): \(fileCount) Swift files, \(outcomes.count) screens found"]
        for (screen, result) in outcomes {
            let head = "  \(screen.kind.rawValue) \(screen.referenceName) (\(screen.file):\(screen.line)): "
            switch result {
            case .drawn(let coverage, let milliseconds):
                lines.append(head + "drawn, coverage \(coverage.summaryText), \(Int(milliseconds.rounded())) ms")
            case .skipped(let reason): lines.append(head + "skipped: \(reason)")
            case .stopped(let error): lines.append(head + "stopped: \(error)")
            }
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The screens that were to be drawn (not skipped).
    var attempted: Int {
        outcomes.filter { if case .skipped = $0.result { false } else { true } }.count
    }

    /// The screens drawn, with their coverage and time.
    var drawn: [(coverage: ConstraintCoverage, milliseconds: Double)] {
        outcomes.compactMap { if case .drawn(let coverage, let time) = $0.result { (coverage, time) } else { nil } }
    }

    /// `screens drawn: D of A (P%); at ≥ 90% coverage: W of D (Q%); median time per screen: T ms`.
    var summary: String {
        let drawn = self.drawn
        let wellCovered = drawn.filter { ($0.coverage.percent ?? 100) >= Self.wellCoveredPercent }.count
        let times = drawn.map(\.milliseconds).sorted()
        let median = times.isEmpty ? 0 : times.count % 2 == 1 ? times[times.count / 2]
            : (times[times.count / 2 - 1] + times[times.count / 2]) / 2
        return "screens drawn: \(drawn.count) of \(attempted) (\(Self.share(drawn.count, of: attempted))); "
            + "at >= 90% coverage: \(wellCovered) of \(drawn.count) (\(Self.share(wellCovered, of: drawn.count))); "
            + "median time per screen: \(Int(median.rounded())) ms"
    }

    private static func share(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "-" : PercentText.oneDecimal(100 * Double(part) / Double(whole)) + "%"
    }
}

extension ConstraintCoverage {
    /// The share laid out and the counts: `100.0% (7 of 7)`, or `no statements (0 of 0)`.
    ///
    /// ```swift
    /// loaded.coverage.summaryText // "86.7% (13 of 15)"
    /// ```
    var summaryText: String {
        let percent = percent.map { PercentText.oneDecimal($0) + "%" } ?? "no statements"
        return "\(percent) (\(laidOutCount) of \(statements.count))"
    }
}
