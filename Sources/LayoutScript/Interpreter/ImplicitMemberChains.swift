/// Swift's implicit member chains (SE-0287): in `.white.withAlphaComponent(0.7)` or `.init().then { … }` the chain
/// starts with a `.member` looked up in the type the whole chain is expected to have, so that type is the context of
/// the chain's first link too.
///
/// ```swift
/// // label.textColor = .white.withAlphaComponent(0.5)   // `.white` is UIColor.white
/// ```
extension Expr {
    /// The type this expression, the base of a member access or call, is to be evaluated as: the chain's own expected
    /// type when the chain starts with an implicit member, else none.
    func chainContext(_ expected: ScriptType?) -> ScriptType? {
        guard let expected, startsWithImplicitMember else { return nil }
        return expected
    }

    /// Whether the leftmost link of the chain is `.member` shorthand.
    private var startsWithImplicitMember: Bool {
        switch self {
        case .implicitMember: true
        case .member(let base, _): base.startsWithImplicitMember
        case .call(let call): call.callee.startsWithImplicitMember
        case .forceUnwrap(let inner, _), .optionalChain(let inner, _), .optionalChainEnd(let inner):
            inner.startsWithImplicitMember
        default: false
        }
    }
}
