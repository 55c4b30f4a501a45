/// An `init`: designated or `convenience`, with a body that calls `super.init(…)` or `self.init(…)`.
final class InitializerDecl {
    let parameters: [FunctionParameter]
    let body: [Stmt]
    /// Where `init` is written.
    let span: SourceSpan
    /// The braces and what they hold.
    let bodySpan: SourceSpan
    let isConvenience: Bool

    init(parameters: [FunctionParameter], body: [Stmt], span: SourceSpan, bodySpan: SourceSpan, isConvenience: Bool) {
        self.parameters = parameters
        self.body = body
        self.span = span
        self.bodySpan = bodySpan
        self.isConvenience = isConvenience
    }

    var selector: String { Selector.text("init", parameters.map(\.label)) }
}
