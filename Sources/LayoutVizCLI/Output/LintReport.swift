import Foundation
import LayoutLint
import LayoutScene

/// What `layoutviz lint` found over its configurations: each finding once — the same rule, view and position — with
/// the configurations it happens in and the first one's message, in the order first found. Text is the compiler's
/// `file:line:column: warning: …` form (the scene's path where no position is known); JSON carries the same.
///
/// ```swift
/// var report = LintReport(scene: "card.swiftlay")
/// report.add(findings, in: "iPhone SE (3rd generation) · portrait")
/// print(report.text)
/// ```
struct LintReport {
    /// One finding and where it happens.
    struct Entry {
        let finding: LintFinding
        var configurations: [String]
    }

    /// How many configuration captions a text line lists before "…".
    static let captionsShown = 2

    let scene: String
    private(set) var entries: [Entry] = []
    private(set) var configurationCount = 0
    /// How many findings a baseline accepted (left out of ``entries``).
    private(set) var acceptedCount = 0
    private var index: [String: Int] = [:]

    init(scene: String) {
        self.scene = scene
    }

    /// Adds one configuration's findings.
    mutating func add(_ findings: [LintFinding], in configuration: String) {
        configurationCount += 1
        for finding in findings {
            let key = Self.key(of: finding)
            if let existing = index[key] {
                if entries[existing].configurations.last != configuration {
                    entries[existing].configurations.append(configuration)
                }
            } else {
                index[key] = entries.count
                entries.append(Entry(finding: finding, configurations: [configuration]))
            }
        }
    }

    /// What makes two configurations' findings one entry: the rule, the view and the position.
    static func key(of finding: LintFinding) -> String {
        "\(finding.rule.identifier)|\(finding.view)|\(finding.location.map(Self.position) ?? "")"
    }

    /// Each entry's number (from 1, in the report's order) by its ``key(of:)``: what a lint picture marks a finding
    /// with.
    var entryNumbers: [String: Int] {
        Dictionary(entries.enumerated().map { (Self.key(of: $1.finding), $0 + 1) }, uniquingKeysWith: { first, _ in first })
    }

    /// Leaves out the findings `baseline` accepts, counting them.
    mutating func accept(_ baseline: LintBaseline) {
        let kept = entries.filter { !baseline.accepts($0.finding, scene: scene) }
        acceptedCount += entries.count - kept.count
        entries = kept
    }

    /// The findings, one per line, then a summary line.
    var text: String {
        var lines = entries.map { entry -> String in
            "\(entry.finding.location.map(Self.position) ?? scene): warning: [\(entry.finding.rule.identifier)] "
                + message(of: entry)
        }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A finding's message with where it happens: `… (in 4 of 60 configurations: iPhone SE · landscape; …)`.
    func message(of entry: Entry) -> String {
        let captions = entry.configurations.prefix(Self.captionsShown).joined(separator: "; ")
        let more = entry.configurations.count > Self.captionsShown ? "; …" : ""
        return "\(entry.finding.message) (in \(entry.configurations.count) of \(configurationCount) configurations: "
            + "\(captions)\(more))"
    }

    /// `3 findings in 60 configurations` (with the count of each rule).
    var summary: String {
        let counts = LintRule.allCases.compactMap { rule -> String? in
            let count = entries.count { $0.finding.rule == rule }
            return count > 0 ? "\(count) \(rule.identifier)" : nil
        }
        let noun = entries.count == 1 ? "finding" : "findings"
        let tail = counts.isEmpty ? "" : ": " + counts.joined(separator: ", ")
        let accepted = acceptedCount > 0 ? " (\(acceptedCount) more accepted by the baseline)" : ""
        return "lint: \(entries.count) \(noun) in \(configurationCount) configurations\(tail)\(accepted)"
    }

    /// The report as JSON: the scene, the number of configurations and each finding with its position and
    /// configurations.
    var json: JSONValue {
        .object([
            ("scene", .string(scene)),
            ("configurations", .integer(configurationCount)),
            ("findings", .array(entries.map { entry in
                var fields: [(String, JSONValue)] = [
                    ("rule", .string(entry.finding.rule.identifier)),
                    ("view", .string(entry.finding.view)),
                    ("message", .string(entry.finding.message)),
                ]
                if let location = entry.finding.location {
                    fields += [("file", .string(location.file)), ("line", .integer(location.line))]
                    if let column = location.column { fields.append(("column", .integer(column))) }
                }
                fields.append(("configurations", .array(entry.configurations.map(JSONValue.string))))
                return .object(fields)
            })),
        ])
    }

    private static func position(_ location: SourceLocation) -> String {
        "\(location.file):\(location.line)" + (location.column.map { ":\($0)" } ?? "")
    }
}
