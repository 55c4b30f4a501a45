/// What a branch on a value the scene's files cannot know does — `if !didSetupConstraints { … }` with the flag in an
/// undeclared base class, `if viewModel.isEmpty { … } else { … }`, `guard let data = response else { return }`: the
/// layout under it is what the file is about, so an unknown condition **holds** where the code branches — the `if`
/// (or `else if`) body runs, the code after a `guard` runs, a ternary takes its first value — and a warning at the
/// condition says which branch ran. An `if` without `else` whose body leaves with nothing and builds no layout on its
/// way (`if index == selected { return }`, `{ return nil }`, `{ continue }`, `{ showError(message); return }`; not
/// `{ return quantity }`, nor a body that adds a view before leaving) is a `guard` spelt the other way round, so there
/// an unknown condition does not hold and the code after it runs. `if let x = unknown` binds `x` to the
/// unknown value. Where holding would repeat
/// code (`while`, `repeat … while`, a loop's or `catch`'s `where`), an unknown condition is false. `a && b` and
/// `a || b` are unknown when an unknown operand decides them (`false && x` is still false, `true || x` true).
///
/// The other branches are drawn on request: with ``LoadOptions/branch`` N (`--branch N`) an unknown condition of an
/// `if` holds only from the N-th branch of its `if`/`else if`/`else` chain on — the N-th branch runs, or the last
/// when the chain is shorter (an `if` without `else` is then skipped) — a ternary takes its second value and a
/// `switch` its N-th case that does more than leave (its last such case when it has fewer); `guard`s and `if`s that
/// only leave are read as in the first branch. `check` counts what those runs lay out (``unknownBranchCount``).
///
/// ```swift
/// // if !didSetupConstraints { …constraints… }   // warning: condition '!didSetupConstraints' is unknown; the 'if' branch runs
/// ```
enum UnknownConditions {
    /// Where an unknown condition is met.
    enum Branch: Equatable {
        /// The condition of the `if` at `position` in an `if`/`else if` chain (0 for the first), the chain having
        /// `remaining` branches from there on (its `else if`s and `else` included).
        case ifStatement(position: Int, remaining: Int)
        case guardStatement, ternary
        /// An `if` without `else` whose body only leaves: the unknown condition does not hold.
        case earlyExit

        /// How many ways the code can go at this condition, counting from the chain's first `if`.
        var alternatives: Int {
            switch self {
            case .ifStatement(let position, let remaining): position + remaining
            case .ternary: 2
            case .guardStatement, .earlyExit: 1
            }
        }
    }
}

extension Interpreter {
    /// Whether an unknown condition holds at `branch`: in the first branch's run (the default) wherever the code
    /// branches; with ``branchTaken`` N, the `if` of a chain holds only from its N-th branch on (so the N-th runs,
    /// or the last when the chain is shorter) and a ternary takes its second value.
    func unknownHolds(_ branch: UnknownConditions.Branch) -> Bool {
        switch branch {
        case .ifStatement(let position, _): position >= branchTaken - 1
        case .guardStatement: true
        case .ternary: branchTaken <= 1
        case .earlyExit: false
        }
    }

    /// Warns, once per condition, which way an unknown condition went, and records how many ways it could go;
    /// `spelling` is the source the warning quotes, the condition's own by default.
    func noteUnknownCondition(_ condition: Expr, _ branch: UnknownConditions.Branch, spelling: SourceSpan? = nil) {
        unknownBranchCount = max(unknownBranchCount, branch.alternatives)
        guard warnedConditions.insert(condition.span.start).inserted else { return }
        let holds = unknownHolds(branch)
        let outcome = switch branch {
        case .ifStatement(let position, _):
            holds ? "the '\(position == 0 ? "if" : "else if")' branch runs" : "the code under it is skipped"
        case .guardStatement: "the code after the 'guard' runs"
        case .ternary: holds ? "the first value is taken" : "the second value is taken"
        case .earlyExit: "the 'if' body, which only leaves, is skipped and the code after it runs"
        }
        let rule = if branch == .earlyExit {
            "an 'if' that only leaves is a 'guard' spelt the other way round"
        } else if branchTaken > 1 {
            "branch \(branchTaken) of every unknown condition is drawn"
        } else {
            "an unknown condition holds"
        }
        let quoted = source.spelling(of: spelling ?? condition.span)
        warn("condition '\(quoted)' is unknown; \(outcome) (\(rule), see 'Unknown is a value' in the README)",
             at: condition.span)
    }
}
