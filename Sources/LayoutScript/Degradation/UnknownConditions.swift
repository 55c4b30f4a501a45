/// What a branch on a value the scene's files cannot know does — `if !didSetupConstraints { … }` with the flag in an
/// undeclared base class, `if viewModel.isEmpty { … } else { … }`, `guard let data = response else { return }`: the
/// layout under it is what the file is about, so an unknown condition **holds** where the code branches — the `if`
/// (or `else if`) body runs, the code after a `guard` runs, a ternary takes its first value — and a warning at the
/// condition says which branch ran. `if let x = unknown` binds `x` to the unknown value. Where holding would repeat
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

        /// The words the warning ends with.
        var outcome: String {
            switch self {
            case .ifStatement: "the 'if' branch runs"
            case .guardStatement: "the code after the 'guard' runs"
            case .ternary: "the first value is taken"
            }
        }
    }
}

extension Interpreter {
    /// Warns, once per condition, that an unknown condition held.
    func noteUnknownCondition(_ condition: Expr, _ branch: UnknownConditions.Branch) {
        guard warnedConditions.insert(condition.span.start).inserted else { return }
        warn("condition '\(source.spelling(of: condition.span))' is unknown; \(branch.outcome) (an unknown condition "
                 + "holds, see 'Unknown is a value' in the README)", at: condition.span)
    }
}
