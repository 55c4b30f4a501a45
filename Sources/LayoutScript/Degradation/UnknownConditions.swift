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
/// ```swift
/// // if !didSetupConstraints { …constraints… }   // warning: condition '!didSetupConstraints' is unknown; the 'if' branch runs
/// ```
enum UnknownConditions {
    /// Where an unknown condition holds.
    enum Branch {
        case ifStatement, guardStatement, ternary
        /// An `if` without `else` whose body only leaves: the unknown condition does not hold.
        case earlyExit

        /// Whether an unknown condition holds there.
        var holds: Bool { self != .earlyExit }

        /// The words the warning ends with.
        var outcome: String {
            switch self {
            case .ifStatement: "the 'if' branch runs"
            case .guardStatement: "the code after the 'guard' runs"
            case .ternary: "the first value is taken"
            case .earlyExit: "the 'if' body, which only leaves, is skipped and the code after it runs"
            }
        }
    }
}

extension Interpreter {
    /// Warns, once per condition, that an unknown condition held.
    func noteUnknownCondition(_ condition: Expr, _ branch: UnknownConditions.Branch) {
        guard warnedConditions.insert(condition.span.start).inserted else { return }
        let rule = branch.holds ? "an unknown condition holds"
            : "an 'if' that only leaves is a 'guard' spelt the other way round"
        warn("condition '\(source.spelling(of: condition.span))' is unknown; \(branch.outcome) (\(rule), see 'Unknown "
                 + "is a value' in the README)", at: condition.span)
    }
}
