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
    /// `[UIView]()`: an empty array of a type.
    case emptyArray(TypeRef, SourceSpan)
    /// A type in expression position that only a type can be (`[UIView]`, `UIFont.Weight`).
    case typeReference(TypeRef, SourceSpan)
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

    /// The source range of the whole expression.
    var span: SourceSpan {
        switch self {
        case .integer(_, let span), .float(_, let span), .boolean(_, let span), .string(_, let span),
             .nilLiteral(let span), .name(_, let span), .selfReference(let span), .superMember(_, let span),
             .implicitMember(_, let span), .subscripted(_, _, let span), .array(_, let span),
             .emptyArray(_, let span), .typeReference(_, let span), .tuple(_, let span), .prefix(_, _, let span),
             .ternary(_, _, _, let span), .forceUnwrap(_, let span), .optionalChain(_, let span),
             .cast(_, _, _, let span), .typeCheck(_, _, let span):
            span
        case .member(let base, let member): base.span.through(member.span)
        case .call(let call): call.span
        case .closure(let closure): closure.span
        case .binary(_, let left, let right, _): left.span.through(right.span)
        case .optionalChainEnd(let inner): inner.span
        }
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

/// A member name after a dot, with its position.
struct MemberName {
    let name: String
    let span: SourceSpan
}

/// A piece of a string literal.
enum StringPart {
    case text(String)
    case interpolation(Expr)
}

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
}

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

/// The infix operators a scene may use.
enum BinaryOperator: String, CaseIterable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case identical = "===", notIdentical = "!=="
    case and = "&&", or = "||", nilCoalescing = "??"
    case halfOpenRange = "..<", closedRange = "..."
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"

    var isArithmetic: Bool {
        switch self {
        case .add, .subtract, .multiply, .divide, .remainder: true
        default: false
        }
    }
}

/// The prefix operators a scene may use.
enum PrefixOperator: String {
    case negate = "-", plus = "+", not = "!", bitNot = "~"
}

/// `as`, `as?` and `as!`.
enum CastKind {
    case plain, conditional, forced
}
