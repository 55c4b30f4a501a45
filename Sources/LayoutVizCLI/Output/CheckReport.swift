import LayoutScene

/// What `layoutviz check` prints: every diagnostic compiler-style (conflicts in Auto Layout's log shape,
/// ambiguity, DSL misuse, and optional constraints left unsatisfied as notes), then a count.
///
/// ```swift
/// let report = CheckReport(diagnostics: result.diagnostics)
/// print(report.text, terminator: "")
/// if strict && report.hasProblems { exit(1) }
/// ```
public struct CheckReport {
    /// The diagnostics, in the order layout reported them.
    public let diagnostics: [LayoutDiagnostic]

    /// Creates a report.
    ///
    /// ```swift
    /// let report = CheckReport(diagnostics: [])
    /// ```
    public init(diagnostics: [LayoutDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Whether anything besides notes was found: misuse, a conflict or ambiguity (what `--strict` fails on).
    ///
    /// ```swift
    /// CheckReport(diagnostics: []).hasProblems // false
    /// ```
    public var hasProblems: Bool {
        diagnostics.contains { $0.severity != .note }
    }

    /// The diagnostics, a blank line between them, and a last line such as `2 errors, 1 warning, 0 notes` or
    /// `no problems found`.
    ///
    /// ```swift
    /// print(report.text, terminator: "")
    /// ```
    public var text: String {
        let body = diagnostics.map(\.description).joined(separator: "\n\n")
        return (body.isEmpty ? "" : body + "\n\n") + summary + "\n"
    }

    /// The count line.
    ///
    /// ```swift
    /// report.summary // "1 error, 0 warnings, 2 notes"
    /// ```
    public var summary: String {
        guard !diagnostics.isEmpty else { return "no problems found" }
        func count(_ severity: LayoutDiagnostic.Severity, _ noun: String) -> String {
            let number = diagnostics.filter { $0.severity == severity }.count
            return "\(number) \(noun)\(number == 1 ? "" : "s")"
        }
        return [count(.error, "error"), count(.warning, "warning"), count(.note, "note")].joined(separator: ", ")
    }
}
