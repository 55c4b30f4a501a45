/// `do { body } catch pattern where condition { handler } …`.
struct DoCatch {
    let body: [Stmt]
    let clauses: [CatchClause]
    let span: SourceSpan
}

/// One `catch` clause: its patterns (none catches everything and binds `error`), each with an optional `where`.
struct CatchClause {
    let items: [(pattern: Pattern?, guard: Expr?)]
    let body: [Stmt]
}

/// `try`, `try?` and `try!`.
enum TryKind {
    case plain, optional, forced
}
