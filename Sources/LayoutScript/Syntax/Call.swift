/// One argument of a call, subscript or tuple.
struct Argument {
    let label: String?
    let value: Expr
    let span: SourceSpan
    /// Whether it was written as a trailing closure (which may fill a labelled closure parameter).
    var isTrailingClosure = false
}

/// A call: the callee, its arguments (trailing closures included), and where swiftc's `#column` points
/// (the opening parenthesis, or the trailing closure's brace).
struct Call {
    let callee: Expr
    let arguments: [Argument]
    let span: SourceSpan
    let anchor: SourceSpan

    /// The argument labels, `_` for none, as in a selector: `["_", "for"]`.
    var labels: [String?] { arguments.map(\.label) }

    /// The same call given only `arguments` (a part of its own).
    func with(arguments: [Argument]) -> Call {
        Call(callee: callee, arguments: arguments, span: span, anchor: anchor)
    }
}
