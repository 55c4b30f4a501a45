/// A pattern of a `switch` case, an `if case`/`guard case` condition or a `catch` clause.
indirect enum Pattern {
    /// `_`.
    case wildcard
    /// `let name` / `var name`, or a bare name inside `let (…)`.
    case binding(String, isMutable: Bool, SourceSpan)
    /// A value compared with `~=`: equality, or containment for a range.
    case expression(Expr)
    /// `.name`, `.name(let a, _)`, `Type.name(…)`: an enum case, with patterns for its associated values.
    case enumCase(name: String, type: Expr?, arguments: [(label: String?, pattern: Pattern)]?, SourceSpan)
    /// `(a, b)`.
    case tuple([(label: String?, pattern: Pattern)], SourceSpan)
    /// `is Type`.
    case isType(TypeRef, SourceSpan)
    /// `pattern as Type`.
    case cast(Pattern, TypeRef, SourceSpan)
    /// `pattern?`: a non-nil value matching the pattern.
    case optional(Pattern, SourceSpan)
}

extension Pattern {
    /// Where the pattern is written; `nil` for `_`, which carries no position.
    var span: SourceSpan? {
        switch self {
        case .wildcard: nil
        case .binding(_, _, let span), .enumCase(_, _, _, let span), .tuple(_, let span), .isType(_, let span),
             .cast(_, _, let span), .optional(_, let span): span
        case .expression(let expression): expression.span
        }
    }

    /// Whether the pattern is an enum case binding associated values (`.label(let text)`), which only an enum's value
    /// can match (`.some(let x)`, an optional's, is not one).
    var hasAssociatedValues: Bool {
        if case .enumCase(let name, _, let arguments?, _) = self { return name != "some" && !arguments.isEmpty }
        return false
    }
}
