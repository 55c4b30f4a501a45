/// An `init`: designated or `convenience`, with a body that calls `super.init(…)` or `self.init(…)`.
final class InitializerDecl {
    let parameters: [FunctionParameter]
    let body: [Stmt]
    let span: SourceSpan
    let isConvenience: Bool

    init(parameters: [FunctionParameter], body: [Stmt], span: SourceSpan, isConvenience: Bool) {
        self.parameters = parameters
        self.body = body
        self.span = span
        self.isConvenience = isConvenience
    }

    var selector: String { Selector.text("init", parameters.map(\.label)) }
}
