/// A force-unwrap of nil (`viewModel!.title`, `user!.name`) traps in Swift, but in a scene it is nearly always nil
/// because the app's data is absent — a model set by a screen before, a response never received. So it is not an
/// error: the value is a placeholder (an unknown value named after the unwrapped expression, warned once at its first
/// position) and what uses it is skipped as for any unknown value.
///
/// Reaching a member through nil (an implicitly unwrapped optional) and a forced cast of nil (`as! TrackCell`) are the
/// same.
///
/// ```swift
/// // let name = user!.name   // warning: 'user' is nil here …; name is a placeholder
/// ```
extension Interpreter {
    /// The placeholder for force-unwrapping `expression`, which is nil.
    func nilUnwrapped(_ expression: Expr, at span: SourceSpan) -> Value {
        let spelling = source.spelling(of: expression.span)
        if skipped.noteUnknown("\(spelling)!") {
            warn("'\(spelling)' is nil here (the app's data is absent), so force-unwrapping it would trap; it stands "
                     + "in as an unknown value and what uses it is skipped", at: span)
        }
        return .unknown("\(spelling)!")
    }

    /// The placeholder for reaching `member` through nil, an implicitly unwrapped optional (`var viewModel:
    /// ViewModel!`) the app would have set: a trap in Swift, an unknown value here, warned once per member.
    func nilReceiver(of member: String, at span: SourceSpan) -> Value {
        if skipped.noteUnknown("nil.\(member)") {
            warn("'\(member)' is reached through nil (an implicitly unwrapped optional the app's data would set), "
                     + "which would trap; it stands in as an unknown value and what uses it is skipped", at: span)
        }
        return .unknown("nil.\(member)")
    }
}
