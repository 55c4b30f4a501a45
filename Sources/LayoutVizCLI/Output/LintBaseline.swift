import Foundation
import LayoutDiff
import LayoutLint

/// The findings a team has accepted: `lint --write-baseline FILE` records today's, and `lint --baseline FILE` reports
/// only the others, so CI fails on new problems alone. A finding is the same when its rule, view path and file are;
/// its numbers may change (a label a little wider, a configuration more) without it counting as new.
///
/// ```json
/// {"version": 1, "findings": [{"rule": "truncated-text", "view": "card/title", "file": "card.swiftlay"}]}
/// ```
struct LintBaseline {
    /// One accepted finding.
    struct Key: Hashable {
        let rule: String
        let view: String
        let file: String
    }

    private(set) var keys: Set<Key>

    /// The baseline of `entries`, files named as the report names them (the scene's path without a position).
    init(_ report: LintReport) {
        keys = Set(report.entries.map { Self.key(of: $0.finding, scene: report.scene) })
    }

    /// Reads a baseline file; one that cannot be read or is not a baseline is bad input naming it.
    init(contentsOf path: String) throws(CommandFailure) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.badInput, "error: cannot read the baseline \(path)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              object["version"] as? Int == 1, let findings = object["findings"] as? [[String: Any]] else {
            throw CommandFailure(.badInput, "error: \(path) is not a lint baseline (expected {\"version\": 1, "
                                     + "\"findings\": [{\"rule\", \"view\", \"file\"}]})")
        }
        var keys: Set<Key> = []
        for (index, finding) in findings.enumerated() {
            guard let rule = finding["rule"] as? String, let view = finding["view"] as? String,
                  let file = finding["file"] as? String else {
                throw CommandFailure(.badInput, "error: \(path): finding \(index + 1) needs \"rule\", \"view\" and "
                                         + "\"file\" strings")
            }
            keys.insert(Key(rule: rule, view: view, file: file))
        }
        self.keys = keys
    }

    /// Whether the baseline accepts `finding` of the report on `scene`.
    func accepts(_ finding: LintFinding, scene: String) -> Bool {
        keys.contains(Self.key(of: finding, scene: scene))
    }

    /// Writes the baseline as JSON, atomically, its findings sorted.
    func write(to path: String) throws(CommandFailure) {
        let sorted = keys.sorted { ($0.file, $0.rule, $0.view) < ($1.file, $1.rule, $1.view) }
        let json = JSONValue.object([
            ("version", .integer(1)),
            ("findings", .array(sorted.map { key in
                .object([("rule", .string(key.rule)), ("view", .string(key.view)), ("file", .string(key.file))])
            })),
        ])
        do {
            let data = Data((json.serialized(pretty: true) + "\n").utf8)
            try AtomicFileWriter.write(data, to: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(.failure, "error: cannot write the baseline \(path): \(error)")
        }
    }

    private static func key(of finding: LintFinding, scene: String) -> Key {
        Key(rule: finding.rule.identifier, view: finding.view, file: finding.location?.file ?? scene)
    }
}
