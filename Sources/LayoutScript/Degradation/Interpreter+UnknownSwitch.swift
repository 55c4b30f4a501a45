/// A `switch` on a value the scene's files cannot know (an app's enum from a file not given, `model.type` of
/// placeholder data) takes its **first case**, as an unknown `if` condition takes its `if` branch: the layout under
/// the cases is what the file is about, and one case drawn beats none. A case whose body only leaves with nothing
/// (`case .none: return`, `default: break`) is passed over for the next, as an `if` that only leaves is; names the
/// case's pattern binds (`case .text(let body)`) are bound to the unknown value; a `where` clause is not asked;
/// `fallthrough` continues as usual. A warning at the subject names the case that ran. With ``LoadOptions/branch`` N
/// the N-th such case runs instead (the last when there are fewer).
///
/// ```swift
/// switch message.kind {        // `message` is placeholder data
/// case .mine: bubble.snp.makeConstraints { make in make.trailing.equalToSuperview().inset(8) }   // runs
/// case .theirs: bubble.snp.makeConstraints { make in make.leading.equalToSuperview().inset(8) }
/// }
/// // warning: the switch's subject 'message.kind' is unknown; its first case '.mine' runs (…)
/// ```
extension Interpreter {
    func runFirstCase(of statement: SwitchStatement, onUnknown subject: Value, in scope: Scope) throws -> Flow {
        let acting = statement.cases.indices.filter { !onlyLeaves(statement.cases[$0].body) }
        unknownBranchCount = max(unknownBranchCount, acting.count)
        let chosen = acting.isEmpty ? statement.cases.indices.first : acting[min(branchTaken, acting.count) - 1]
        guard let index = chosen else { return .normal }
        noteUnknownSwitch(statement, taking: statement.cases[index])
        let caseScope = scope.child()
        if let item = statement.cases[index].items.first { bindUnknown(item.pattern, subject, into: caseScope) }
        return try runCases(of: statement, from: index, in: caseScope, outer: scope)
    }

    /// Binds every name `pattern` binds to `subject`, the unknown value the switch (or `if case`) is on.
    func bindUnknown(_ pattern: Pattern, _ subject: Value, into scope: Scope) {
        switch pattern {
        case .binding(let name, let isMutable, _):
            bind(name, value: subject, isMutable: isMutable, type: nil, in: scope)
        case .enumCase(_, _, let arguments?, _):
            for argument in arguments { bindUnknown(argument.pattern, subject, into: scope) }
        case .tuple(let elements, _):
            for element in elements { bindUnknown(element.pattern, subject, into: scope) }
        case .cast(let inner, _, _), .optional(let inner, _):
            bindUnknown(inner, subject, into: scope)
        case .wildcard, .expression, .enumCase, .isType:
            break
        }
    }

    /// Warns, once per switch, which case an unknown subject took.
    private func noteUnknownSwitch(_ statement: SwitchStatement, taking chosen: SwitchCase) {
        guard warnedConditions.insert(statement.subject.span.start).inserted else { return }
        let label = chosen.isDefault ? "'default'"
            : "'\(chosen.items.map { source.spelling(of: $0.pattern.span ?? chosen.span) }.joined(separator: ", "))'"
        let which = branchTaken > 1 ? "the case" : "its first case"
        let rule = branchTaken > 1 ? "branch \(branchTaken) of every unknown condition is drawn"
            : "an unknown value takes the first case"
        warn("the switch's subject '\(source.spelling(of: statement.subject.span))' is unknown; \(which) \(label) "
                 + "runs (\(rule), see 'Unknown is a value' in the README)", at: statement.subject.span)
    }
}
