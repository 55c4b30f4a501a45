/// A closure literal: named or anonymous (`$0`) parameters and a body.
final class ClosureLiteral {
    let parameters: [ClosureParameter]
    let anonymousParameterCount: Int
    let returnType: TypeRef?
    let body: [Stmt]
    let span: SourceSpan

    init(parameters: [ClosureParameter], anonymousParameterCount: Int, returnType: TypeRef?, body: [Stmt],
         span: SourceSpan) {
        self.parameters = parameters
        self.anonymousParameterCount = anonymousParameterCount
        self.returnType = returnType
        self.body = body
        self.span = span
    }

    /// A single-expression body returns its value, as in Swift.
    var implicitResult: Expr? {
        guard body.count == 1, case .expression(let expression) = body[0] else { return nil }
        return expression
    }
}

/// A closure parameter: a name (or `_`) and an optional type.
struct ClosureParameter {
    let name: String
    let type: TypeRef?
}
