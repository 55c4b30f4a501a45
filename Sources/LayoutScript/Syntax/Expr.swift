/// An expression of the scene subset, lowered from swift-syntax with operators folded and positions kept.
indirect enum Expr {
    case integer(Int, SourceSpan)
    case float(Double, SourceSpan)
    case boolean(Bool, SourceSpan)
    case string([StringPart], SourceSpan)
    case nilLiteral(SourceSpan)
    /// An identifier, `$0`, or `Self`.
    case name(String, SourceSpan)
    case selfReference(SourceSpan)
    /// `super.member`; a call on it is a `.call` whose callee is this.
    case superMember(String, SourceSpan)
    /// `.green`, `.systemFont(ofSize:)`: resolved by the type the context expects.
    case implicitMember(String, SourceSpan)
    case member(Expr, MemberName)
    case call(Call)
    case subscripted(Expr, [Argument], SourceSpan)
    case closure(ClosureLiteral)
    case array([Expr], SourceSpan)
    /// `["a": 1]` and `[:]`.
    case dictionary([(key: Expr, value: Expr)], SourceSpan)
    /// `[UIView]()`: an empty array of a type.
    case emptyArray(TypeRef, SourceSpan)
    /// A type in expression position that only a type can be (`[UIView]`, `UIFont.Weight`).
    case typeReference(TypeRef, SourceSpan)
    /// `Set<String>` in `Set<String>()`: a name with generic arguments. Each argument is resolved (so an unknown one
    /// is reported); `Set`, `Array` and `Dictionary` keep theirs, other types erase them.
    case specialized(Expr, [TypeRef], SourceSpan)
    case tuple([Argument], SourceSpan)
    case binary(BinaryOperator, Expr, Expr, operatorSpan: SourceSpan)
    case prefix(PrefixOperator, Expr, SourceSpan)
    case ternary(Expr, Expr, Expr, SourceSpan)
    case forceUnwrap(Expr, SourceSpan)
    /// `base?`: the rest of the chain is skipped when `base` is nil.
    case optionalChain(Expr, SourceSpan)
    /// The end of a chain containing `?`: a skipped chain evaluates to nil here.
    case optionalChainEnd(Expr)
    case cast(Expr, TypeRef, CastKind, SourceSpan)
    case typeCheck(Expr, TypeRef, SourceSpan)
    /// `#selector(…)`: an opaque value (target-action does not affect layout); the text is what it names.
    case selector(String, SourceSpan)
    /// `\.name` or `\Type.name.other`: a function from a value to that property chain's value.
    case keyPath([String], SourceSpan)
    /// `try value`, `try? value`, `try! value`.
    case tryExpression(TryKind, Expr, SourceSpan)
    /// `#imageLiteral(resourceName:)`.
    case imageLiteral([Argument], SourceSpan)
    /// `&value`: an argument passed to an `inout` parameter.
    case inoutArgument(Expr, SourceSpan)
    /// `switch subject { case …: value … }` used as a value (Swift 5.9): each case returns its one expression.
    case switchExpression(SwitchStatement)
    /// `(shown = true)` where Swift takes a value, as in `atEnd ? (button.isHidden = true) : (button.isHidden =
    /// false)`: the assignment runs and the expression is `()`.
    case assignment(Assignment)

    /// The source range of the whole expression.
    var span: SourceSpan {
        switch self {
        case .integer(_, let span), .float(_, let span), .boolean(_, let span), .string(_, let span),
             .nilLiteral(let span), .name(_, let span), .selfReference(let span), .superMember(_, let span),
             .implicitMember(_, let span), .subscripted(_, _, let span), .array(_, let span), .dictionary(_, let span),
             .emptyArray(_, let span), .typeReference(_, let span), .specialized(_, _, let span), .tuple(_, let span), .prefix(_, _, let span),
             .ternary(_, _, _, let span), .forceUnwrap(_, let span),
             .cast(_, _, _, let span), .typeCheck(_, _, let span), .selector(_, let span), .imageLiteral(_, let span), .keyPath(_, let span),
             .tryExpression(_, _, let span), .inoutArgument(_, let span):
            span
        case .member(let base, let member): base.span.through(member.span)
        case .call(let call): call.span
        case .closure(let closure): closure.span
        case .binary(_, let left, let right, _): left.span.through(right.span)
        case .optionalChainEnd(let inner): inner.span
        case .optionalChain(let inner, let questionMark): inner.span.through(questionMark)
        case .switchExpression(let statement): statement.span
        case .assignment(let assignment): assignment.target.span.through(assignment.value.span)
        }
    }

    /// Whether the expression is the literal `nil`.
    var isNilLiteral: Bool {
        if case .nilLiteral = self { true } else { false }
    }

    /// Whether the expression is made of integer literals and arithmetic only, so Swift would type it from
    /// its context (`x * (3 / 2)` with a `CGFloat` x computes `1.5`).
    var isIntegerLiteralArithmetic: Bool {
        switch self {
        case .integer: true
        case .prefix(.negate, let operand, _): operand.isIntegerLiteralArithmetic
        case .tuple(let elements, _): elements.count == 1 && elements[0].label == nil
            && elements[0].value.isIntegerLiteralArithmetic
        case .binary(let op, let left, let right, _): op.isArithmetic && left.isIntegerLiteralArithmetic
            && right.isIntegerLiteralArithmetic
        default: false
        }
    }
}
