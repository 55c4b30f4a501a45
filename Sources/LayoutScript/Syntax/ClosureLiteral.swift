/// A closure literal: named or anonymous (`$0`) parameters and a body.
final class ClosureLiteral {
    let parameters: [ClosureParameter]
    let anonymousParameterCount: Int
    let returnType: TypeRef?
    let body: [Stmt]
    let span: SourceSpan
    /// The capture list: each name is bound to its value (or the expression's) when the closure is created.
    let captures: [ClosureCapture]

    init(parameters: [ClosureParameter], anonymousParameterCount: Int, returnType: TypeRef?, body: [Stmt],
         span: SourceSpan, captures: [ClosureCapture] = []) {
        self.captures = captures
        self.parameters = parameters
        self.anonymousParameterCount = anonymousParameterCount
        self.returnType = returnType
        self.body = body
        self.span = span
    }

    /// A single-expression body returns its value, as in Swift (an `if` or `switch` expression too).
    var implicitResult: Expr? { body.implicitResult }
}

/// A closure parameter: a name (or `_`) and an optional type.
struct ClosureParameter {
    let name: String
    let type: TypeRef?
}

/// One entry of a capture list: `[weak self]`, `[unowned view]`, `[title = label.text]`.
struct ClosureCapture {
    let name: String
    /// The captured expression; the variable of the same name when the entry has none.
    let value: Expr
}
