import Foundation
import LayoutLint

extension LintReport {
    /// The report as SARIF 2.1.0, the format GitHub code scanning reads: one run of the `layoutviz` tool, its rules
    /// with their summaries, and one warning per finding at the view's position (the scene's first line when there is
    /// none), with a fingerprint of the rule and the view so that a finding keeps its identity across commits.
    ///
    /// ```swift
    /// print(report.sarif(toolVersion: "0.1.0").serialized(pretty: true))
    /// ```
    func sarif(toolVersion: String) -> JSONValue {
        let rules = LintRule.allCases.map { rule -> JSONValue in
            .object([("id", .string(rule.identifier)),
                     ("shortDescription", .object([("text", .string(rule.summary))]))])
        }
        let results = entries.map { entry -> JSONValue in
            let finding = entry.finding
            var region: [(String, JSONValue)] = [("startLine", .integer(finding.location?.line ?? 1))]
            if let column = finding.location?.column { region.append(("startColumn", .integer(column))) }
            let uri = finding.location?.file ?? scene
            return .object([
                ("ruleId", .string(finding.rule.identifier)),
                ("level", .string("warning")),
                ("message", .object([("text", .string(message(of: entry)))])),
                ("locations", .array([.object([("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri))])),
                    ("region", .object(region)),
                ]))])])),
                ("partialFingerprints", .object([
                    ("layoutvizFinding/v1", .string("\(finding.rule.identifier)|\(finding.view)")),
                ])),
            ])
        }
        return .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("layoutviz")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(rules)),
                ]))])),
                ("results", .array(results)),
            ])])),
        ])
    }
}
