import LayoutScene
import LayoutScript

/// What `layoutviz check` prints: every diagnostic compiler-style (conflicts in Auto Layout's log shape,
/// ambiguity, DSL misuse, and optional constraints left unsatisfied as notes), the root candidates, the hooks
/// undeclared base classes ran, the skipped code, the constraint coverage, then a count.
///
/// ```swift
/// let report = CheckReport(diagnostics: result.diagnostics)
/// print(report.text, terminator: "")
/// if strict && report.hasProblems { exit(1) }
/// ```
public struct CheckReport {
    /// The diagnostics, in the order layout reported them.
    public let diagnostics: [LayoutDiagnostic]
    /// What the scene used without defining and what was skipped because of it.
    public let skipped: SkippedCode
    /// The classes that could be the root; listed when there are several.
    public let rootCandidates: [String]
    /// The candidate drawn, when a class is (``LayoutScript/SceneRoot``).
    public let drawnRoot: String?
    /// The scene's constraint statements and what became of them; nil prints no coverage.
    public let coverage: ConstraintCoverage?
    /// The hooks undeclared base classes called (``LayoutScript/LoadedScene/hooksRun``).
    public let hooksRun: [String]
    /// The entry points run with placeholder data (``LayoutScript/LoadedScene/entryPointsRun``).
    public let entryPointsRun: [String]
    /// The states the screen can be put in (``LayoutScript/SceneState/name``).
    public let states: [String]
    /// The file's `#Preview` names (``LayoutScript/LoadedScene/previews``).
    public let previews: [String]

    /// Creates a report.
    ///
    /// ```swift
    /// let report = CheckReport(diagnostics: [], skipped: loaded.skipped, rootCandidates: loaded.rootCandidates,
    ///                          drawnRoot: "ProfileViewController", coverage: loaded.coverage,
    ///                          hooksRun: loaded.hooksRun, entryPointsRun: loaded.entryPointsRun,
    ///                          states: loaded.states.map(\.name), previews: loaded.previews)
    /// ```
    public init(diagnostics: [LayoutDiagnostic], skipped: SkippedCode = SkippedCode(), rootCandidates: [String] = [],
                drawnRoot: String? = nil, coverage: ConstraintCoverage? = nil, hooksRun: [String] = [],
                entryPointsRun: [String] = [], states: [String] = [], previews: [String] = []) {
        self.diagnostics = diagnostics
        self.skipped = skipped
        self.rootCandidates = rootCandidates
        self.drawnRoot = drawnRoot
        self.coverage = coverage
        self.hooksRun = hooksRun
        self.entryPointsRun = entryPointsRun
        self.states = states
        self.previews = previews
    }

    /// Whether anything besides notes was found: misuse, a conflict or ambiguity (what `--strict` fails on).
    ///
    /// ```swift
    /// CheckReport(diagnostics: []).hasProblems // false
    /// ```
    public var hasProblems: Bool {
        diagnostics.contains { $0.severity != .note } || !skipped.isEmpty
    }

    /// The diagnostics, a blank line between them, and a last line such as `2 errors, 1 warning, 0 notes` or
    /// `no problems found`.
    ///
    /// ```swift
    /// print(report.text, terminator: "")
    /// ```
    public var text: String {
        let body = diagnostics.map(\.description).joined(separator: "\n\n")
        var text = body.isEmpty ? "" : body + "\n\n"
        if rootCandidates.count > 1 {
            let drawn = previews.isEmpty ? "\(drawnRoot ?? "the last") is drawn; --root NAME draws another"
                : "--root NAME draws one instead of a preview"
            text += "root candidates: \(rootCandidates.joined(separator: ", ")) (\(drawn))\n"
        }
        if !previews.isEmpty {
            text += "previews: \(previews.joined(separator: ", ")) (the first is drawn unless --preview names another)\n"
        }
        if !hooksRun.isEmpty { text += "base class hooks run: \(hooksRun.joined(separator: ", "))\n" }
        if !entryPointsRun.isEmpty {
            text += "entry points run with placeholder data: \(entryPointsRun.joined(separator: ", "))\n"
        }
        if !states.isEmpty {
            text += "states: \(states.joined(separator: ", ")) (--state NAME draws the screen in one)\n"
        }
        if let skippedLine { text += skippedLine + "\n" }
        if let coverage { text += CoverageReport(coverage, diagnostics: diagnostics).text }
        return text + summary + "\n"
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

    /// The summary of skipped code, or nil when nothing was skipped:
    /// `skipped: 2 unknown symbols (Theme, Metrics), 1 closure not run, 1 substituted base class (BaseViewController
    /// as UIViewController), 1 constraint`.
    ///
    /// ```swift
    /// report.skippedLine // "skipped: 1 unknown symbol (Theme)"
    /// ```
    public var skippedLine: String? {
        guard !skipped.isEmpty else { return nil }
        func counted(_ number: Int, _ noun: String, _ plural: String) -> String { "\(number) \(number == 1 ? noun : plural)" }
        let bases = skipped.substitutedBaseClasses
        let baseNames = Set(bases.map(\.name))
        let symbols = skipped.unknownSymbols.filter { !baseNames.contains($0) }
        var parts: [String] = []
        if !symbols.isEmpty {
            parts.append(counted(symbols.count, "unknown symbol", "unknown symbols") + " (\(symbols.joined(separator: ", ")))")
        }
        if skipped.unrunClosures > 0 { parts.append(counted(skipped.unrunClosures, "closure not run", "closures not run")) }
        if !bases.isEmpty {
            parts.append(counted(bases.count, "substituted base class", "substituted base classes") + " ("
                             + bases.map { "\($0.name) as \($0.uikitClass)" }.joined(separator: ", ") + ")")
        }
        if skipped.skippedConstraints > 0 {
            parts.append(counted(skipped.skippedConstraints, "constraint", "constraints"))
        }
        return "skipped: " + parts.joined(separator: ", ")
    }
}
