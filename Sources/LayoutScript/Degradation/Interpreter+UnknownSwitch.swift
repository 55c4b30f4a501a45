/// A `switch` on a value of an unknown type (an app's enum from a file not given) runs none of its cases; a local
/// that Swift's definite initialization lets the cases assign — `let tracking: CGFloat` set in every case — becomes
/// that same unknown value, so reading it later degrades like any other use of the unknown instead of stopping. A
/// switch whose every case returns returns the unknown value (`switch identifier { case "iPhone10,3": return "X" … }`).
///
/// ```swift
/// let tracking: CGFloat
/// switch style {          // `style` is an unknown `FontName`
/// case .head1: tracking = 0
/// case .body1: tracking = 0.5
/// }
/// label.kern = tracking   // unknown: skipped, no "used before being initialized"
/// ```
extension Interpreter {
    func skipSwitch(_ statement: SwitchStatement, onUnknown subject: Value, in scope: Scope) -> Flow {
        if statement.alwaysReturns { return .returned(subject) }
        leaveCaseAssignmentsUnknown(statement, subject: subject, in: scope)
        return .normal
    }

    private func leaveCaseAssignmentsUnknown(_ statement: SwitchStatement, subject: Value, in scope: Scope) {
        for name in Set(statement.cases.flatMap { $0.body.assignedLocalNames }) {
            var current: Scope? = scope
            while let candidate = current {
                if let variable = candidate.lookupHere(name) {
                    if variable.value == nil { variable.value = subject }
                    break
                }
                current = candidate.parent
            }
        }
    }
}

extension SwitchStatement {
    /// Whether every case ends by returning (so does a switch after it), as swiftc's missing-return check sees it.
    var alwaysReturns: Bool {
        cases.allSatisfy { $0.body.last?.alwaysReturns == true }
    }
}

extension Stmt {
    /// Whether the statement returns on every path: a `return`, an `if` whose branches all do, such a `switch`.
    var alwaysReturns: Bool {
        switch self {
        case .returnStatement: true
        case .conditional(let conditional):
            conditional.body.last?.alwaysReturns == true && conditional.elseBody?.last?.alwaysReturns == true
        case .switchStatement(let statement): statement.alwaysReturns
        default: false
        }
    }
}

extension [Stmt] {
    /// The names a body assigns with plain `name = value`, in its own statements and its `if`/`switch` branches.
    var assignedLocalNames: [String] {
        flatMap { statement -> [String] in
            switch statement {
            case .assignment(let assignment):
                if assignment.compound == nil, case .name(let name, _) = assignment.target { return [name] }
                return []
            case .conditional(let conditional):
                return conditional.body.assignedLocalNames + (conditional.elseBody?.assignedLocalNames ?? [])
            case .switchStatement(let nested):
                return nested.cases.flatMap { $0.body.assignedLocalNames }
            default:
                return []
            }
        }
    }
}
