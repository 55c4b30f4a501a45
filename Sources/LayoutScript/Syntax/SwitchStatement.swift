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
            guard let body = switchCase.body.returningBranchValue else { return nil }
            cases.append(SwitchCase(items: switchCase.items, body: body, isDefault: switchCase.isDefault,
                                    span: switchCase.span))
        }
        return SwitchStatement(subject: subject, cases: cases, span: span)
    }

    /// An `if` expression whose branches are not one condition and one expression each (`if let`, `#available`,
    /// a nested `if` expression) as a `switch` expression of one `default` case that runs the `if`, each branch
    /// returning its value; nil when a branch is not a value.
    ///
    /// ```swift
    /// let font: UIFont = if let rounded = descriptor.withDesign(.rounded) { UIFont(descriptor: rounded, size: 17) }
    ///                    else { .systemFont(ofSize: 17) }
    /// ```
    static func valuing(_ conditional: Conditional, span: SourceSpan) -> SwitchStatement? {
        guard let body = [Stmt.conditional(conditional)].returningBranchValue else { return nil }
        return SwitchStatement(subject: .boolean(true, span),
                               cases: [SwitchCase(items: [], body: body, isDefault: true, span: span)], span: span)
    }
}

extension [Stmt] {
    /// A branch of an `if` or `switch` expression with its value returned: one expression, a `throw`, or an `if`
    /// (with `else`) or `switch` whose branches are such branches in turn; nil for other bodies.
    var returningBranchValue: [Stmt]? {
        guard count == 1 else { return nil }
        switch self[0] {
        case .expression(let value):
            return [.returnStatement(value, value.span)]
        case .throwStatement:
            return self
        case .conditional(let conditional):
            guard let body = conditional.body.returningBranchValue,
                  let elseBody = conditional.elseBody?.returningBranchValue else { return nil }
            return [.conditional(Conditional(conditions: conditional.conditions, body: body, elseBody: elseBody))]
        case .switchStatement(let statement):
            return statement.returningCaseValues.map { [.switchStatement($0)] }
        default:
            return nil
        }
    }
}

extension [Stmt] {
    /// The value a body of one expression gives without `return`: the expression, or an `if` or `switch` whose
    /// branches are each one expression (Swift 5.9's implicit return of an `if` or `switch` expression); nil for
    /// other bodies.
    var implicitResult: Expr? {
        guard count == 1 else { return nil }
        switch self[0] {
        case .expression(let expression): return expression
        case .switchStatement(let statement): return statement.returningCaseValues.map(Expr.switchExpression)
        case .conditional(let conditional):
            guard let span = conditional.conditions.first?.span else { return nil }
            return SwitchStatement.valuing(conditional, span: span).map(Expr.switchExpression)
        default: return nil
        }
    }
}
