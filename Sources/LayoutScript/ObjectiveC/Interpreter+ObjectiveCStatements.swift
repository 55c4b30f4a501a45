/// Objective-C's forgiving runtime: a message to `nil` does nothing and returns `nil`, a `nil` argument is
/// usually ignored, and a value of another type passes until it is used. So a statement translated from
/// Objective-C that fails at run time (`[self.view insertSubview:_header belowSubview:_table]` with `_header` never
/// set) is skipped with a warning at the failure, and the method goes on, as the app would. A statement of an app's
/// Swift file given alone is skipped too (see `Interpreter+CallsThatStopAlone.swift`); Swift scenes still stop, as
/// swiftc's checks would have stopped them.
///
/// ```swift
/// // Card.m:83:5: warning: 'nil' is not compatible with expected argument type 'UIView'; Objective-C carries on,
/// // so the statement is skipped
/// ```
extension Interpreter {
    func executeForgiving(_ statement: Stmt, in scope: Scope) throws -> Flow {
        do {
            return try execute(statement, in: scope)
        } catch let failure as ScriptFailure where failure.kind == .runtime && isObjectiveC(at: failure.span) {
            warn("\(failure.message); Objective-C carries on, so the statement is skipped", at: failure.span)
            return .normal
        } catch let failure as ScriptFailure {
            // an app's Swift file given alone skips it too (``skippedAlone(_:by:in:)``)
            guard let flow = skippedAlone(statement, by: failure, in: scope) else { throw failure }
            return flow
        }
    }
}
