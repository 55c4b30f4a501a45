/// Choosing between a file's overloads whose labels are the same by their parameters' types, as Swift does:
/// `updateView(with displayMode: DisplayMode)` beside `updateView(with state: HeaderState)` called with a
/// `HeaderState` runs the second. Judged only where every argument is a name, a member of one or `self` — reading
/// them runs nothing — by the values they hold: an overload is out when a value of a known type cannot fill its
/// parameter, and among the rest the one whose parameters' types are known for the most arguments wins (a type the
/// files do not declare, `Any` here, takes anything); ties go to the first declared.
///
/// ```swift
/// func show(_ mode: DisplayMode) { … }   // DisplayMode declared in a file not given
/// func show(_ state: HeaderState) { … }
/// show(self.state)                       // the second: `state` holds a HeaderState
/// ```
extension Interpreter {
    /// The overload among `fitting` (label matches: candidate index and argument mapping) the arguments' values
    /// choose, or nil when there is one match only or the arguments are not all plain reads.
    func overload(fittingArgumentTypesAmong fitting: [(Int, [[Int]])], _ candidates: [(FunctionDecl, ScriptClass?)],
                  receiver: Value?, _ call: Call, in scope: Scope) throws -> (Int, [[Int]])? {
        guard fitting.count > 1, call.arguments.allSatisfy({ Self.isPlainRead($0.value) }) else { return nil }
        let values = try call.arguments.map { try evaluate($0.value, in: scope) }
        var best: (match: (Int, [[Int]]), score: Int)?
        for match in fitting {
            let (function, definingClass) = candidates[match.0]
            let owner = receiver.map { ScriptReceiver(value: $0, definingClass: definingClass) }
            let types = try withEnclosingType(of: owner) { try function.parameters.map { try resolveType($0.type) } }
            var score = 0
            var fits = true
            for (parameter, arguments) in match.1.enumerated() {
                for argument in arguments where !values[argument].isUnknown {
                    if case .any = types[parameter] { continue }
                    guard matches(values[argument], types[parameter]) else { fits = false; break }
                    score += 1
                }
            }
            if fits, score > (best?.score ?? -1) { best = (match, score) }
        }
        return best?.match
    }

    /// `name`, `self`, `self.name`, `a.b.c`: expressions whose reading runs no code of the file's but getters.
    private static func isPlainRead(_ expr: Expr) -> Bool {
        switch expr {
        case .name, .selfReference: true
        case .member(let base, _): isPlainRead(base)
        default: false
        }
    }
}
