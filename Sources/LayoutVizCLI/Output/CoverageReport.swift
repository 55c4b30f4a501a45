import LayoutScene
import LayoutScript

/// How `check` and `frames --format json` show a scene's ``ConstraintCoverage``: a line with the share of constraint
/// statements laid out, then each one that was not, or was laid out with a stand-in, at its position.
///
/// ```swift
/// CoverageReport(ConstraintCoverage(statements: [])).headline // "constraint statements: none"
/// ```
struct CoverageReport {
    let coverage: ConstraintCoverage
    /// The layout's diagnostics, for why a statement that ran made no constraint (misuse recorded at its line).
    let diagnostics: [LayoutDiagnostic]

    init(_ coverage: ConstraintCoverage, diagnostics: [LayoutDiagnostic] = []) {
        self.coverage = coverage
        self.diagnostics = diagnostics
    }

    /// The reason a statement missed, with the first diagnostic at its line when the script gave none.
    private func reason(_ reason: String, of statement: ConstraintCoverage.Statement) -> String {
        guard reason == ConstraintCoverage.ranWithoutConstraint, let diagnostic = diagnostics.first(where: {
            $0.location?.file == statement.file && $0.location?.line == statement.line
        }) else { return reason }
        return "\(reason): \(diagnostic.message)"
    }

    /// `constraint statements: 18 of 20 laid out (90.0%), 2 with a stand-in, 3 only in states`.
    var headline: String {
        guard let percent = coverage.percent else { return "constraint statements: none" }
        let standIns = coverage.statements.filter { if case .standIn = $0.outcome { true } else { false } }.count
        let inStates = coverage.inStatesCount, inPreviews = coverage.inPreviewsCount
        let inBranches = coverage.inBranchesCount, withRoots = coverage.withOtherRootsCount
        let onDisplays = coverage.onOtherDisplaysCount
        return "constraint statements: \(coverage.laidOutCount) of \(coverage.statements.count) laid out ("
            + PercentText.oneDecimal(percent) + "%)" + (standIns > 0 ? ", \(standIns) with a stand-in" : "")
            + (inStates > 0 ? ", \(inStates) only in states" : "")
            + (inPreviews > 0 ? ", \(inPreviews) only in other previews" : "")
            + (inBranches > 0 ? ", \(inBranches) only in other branches" : "")
            + (withRoots > 0 ? ", \(withRoots) only with other roots" : "")
            + (onDisplays > 0 ? ", \(onDisplays) only on other displays" : "")
    }

    /// The headline, then `file:line:column: not laid out: reason`, `…: stand-in for 'X'`, `…: laid out in the
    /// state 'X'`, `…: laid out in the preview 'X'`, `…: laid out in branch 2 (--branch 2)`, `…: laid out when
    /// drawn with --root X` and `…: laid out when drawn with --device ipad-10` lines.
    var text: String {
        var lines = [headline]
        for statement in coverage.statements {
            let position = "\(statement.file):\(statement.line):\(statement.column)"
            switch statement.outcome {
            case .laidOut: continue
            case .laidOutInState(let state): lines.append("  \(position): laid out in the state '\(state)'")
            case .laidOutInPreview(let preview):
                lines.append("  \(position): laid out in the preview '\(preview)'")
            case .laidOutInBranch(let branch):
                lines.append("  \(position): laid out in branch \(branch) (--branch \(branch))")
            case .laidOutWithRoot(let root):
                lines.append("  \(position): laid out when drawn with --root \(root)")
            case .laidOutOnDisplay(let flags): lines.append("  \(position): laid out when drawn with \(flags)")
            case .standIn(let symbol): lines.append("  \(position): laid out with a stand-in for '\(symbol)'")
            case .missed(let reason):
                lines.append("  \(position): not laid out: \(self.reason(reason, of: statement))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `{"statements":N,"laidOut":M,"percent":P,"standIns":[…],"inStates":[{…,"state":…}],"inPreviews":[{…,
    /// "preview":…}],"inBranches":[{…,"branch":2}],"withRoots":[{…,"root":…}],"onDisplays":[{…,"display":…}],
    /// "missed":[{"file":…,"line":…,"column":…,"reason":…}]}`; `laidOut` and `percent` count the statements laid out
    /// in states, other previews, other branches, with other roots and on other displays; `percent` is `null`
    /// without statements.
    var json: JSONValue {
        func position(_ statement: ConstraintCoverage.Statement) -> [(String, JSONValue)] {
            [("kind", .string(statement.kind)), ("file", .string(statement.file)),
             ("line", .number(Double(statement.line))), ("column", .number(Double(statement.column)))]
        }
        var standIns: [JSONValue] = []
        var inStates: [JSONValue] = []
        var inPreviews: [JSONValue] = []
        var inBranches: [JSONValue] = []
        var withRoots: [JSONValue] = []
        var onDisplays: [JSONValue] = []
        var missed: [JSONValue] = []
        for statement in coverage.statements {
            switch statement.outcome {
            case .laidOut: continue
            case .laidOutInState(let state): inStates.append(.object(position(statement) + [("state", .string(state))]))
            case .laidOutInPreview(let preview):
                inPreviews.append(.object(position(statement) + [("preview", .string(preview))]))
            case .laidOutInBranch(let branch):
                inBranches.append(.object(position(statement) + [("branch", .number(Double(branch)))]))
            case .laidOutWithRoot(let root):
                withRoots.append(.object(position(statement) + [("root", .string(root))]))
            case .laidOutOnDisplay(let flags):
                onDisplays.append(.object(position(statement) + [("display", .string(flags))]))
            case .standIn(let symbol): standIns.append(.object(position(statement) + [("standInFor", .string(symbol))]))
            case .missed(let reason):
                missed.append(.object(position(statement) + [("reason", .string(self.reason(reason, of: statement)))]))
            }
        }
        return .object([
            ("statements", .number(Double(coverage.statements.count))),
            ("laidOut", .number(Double(coverage.laidOutCount))),
            ("percent", coverage.percent.map { .number($0) } ?? .null),
            ("standIns", .array(standIns)),
            ("inStates", .array(inStates)),
            ("inPreviews", .array(inPreviews)),
            ("inBranches", .array(inBranches)),
            ("withRoots", .array(withRoots)),
            ("onDisplays", .array(onDisplays)),
            ("missed", .array(missed)),
        ])
    }
}

/// `90.0`-style percentages, one decimal, rounded half up.
enum PercentText {
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
