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
