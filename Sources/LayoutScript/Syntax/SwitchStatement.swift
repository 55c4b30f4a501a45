/// `switch subject { case …: … }`.
struct SwitchStatement {
    let subject: Expr
    let cases: [SwitchCase]
    let span: SourceSpan
}

/// One `case …:` (or `default:`) of a switch: its patterns (each with an optional `where`), and its body.
struct SwitchCase {
    /// Empty for `default`.
    let items: [(pattern: Pattern, guard: Expr?)]
    let body: [Stmt]
    let isDefault: Bool
    let span: SourceSpan
}

extension SwitchStatement {
    /// The switch as a Swift 5.9 `switch` expression, each case's single expression returned, or nil when a case body
    /// is not one expression (a statement switch).
    ///
    /// ```swift
    /// let title = switch tab { case .active: "Active" case .past: "Past" }
    /// ```
    var returningCaseValues: SwitchStatement? {
        var cases: [SwitchCase] = []
        for switchCase in self.cases {
            guard switchCase.body.count == 1, case .expression(let value) = switchCase.body[0] else { return nil }
            cases.append(SwitchCase(items: switchCase.items, body: [.returnStatement(value, value.span)],
                                    isDefault: switchCase.isDefault, span: switchCase.span))
        }
        return SwitchStatement(subject: subject, cases: cases, span: span)
    }
}

extension [Stmt] {
    /// The value a body of one expression gives without `return`: the expression, or a `switch` whose cases are each
    /// one expression (Swift 5.9's implicit return of a `switch` expression); nil for other bodies.
    var implicitResult: Expr? {
        guard count == 1 else { return nil }
        switch self[0] {
        case .expression(let expression): return expression
        case .switchStatement(let statement): return statement.returningCaseValues.map(Expr.switchExpression)
        default: return nil
        }
    }
}
