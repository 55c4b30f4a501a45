import SwiftSyntax

/// A folded operator sequence: a value, an assignment statement, or `_ = value`.
enum Folded {
    case expression(Expr)
    case assignment(Assignment)
    case discard(Expr)
}

extension Lowering {
    /// Folds `a + b * c` with Swift's standard precedence groups (assignment, ternary, `||`, `&&`, comparison, `??`,
    /// casts, ranges, addition, multiplication, shifts), as `SwiftOperators` would.
    func fold(_ sequence: SequenceExprSyntax) -> Folded {
        let elements = Array(sequence.elements)
        guard elements.count / 2 <= Self.maximumOperators else {
            report(.limit("expression is too long: \(elements.count / 2) operators (the limit is "
                              + "\(Self.maximumOperators))", at: span(sequence)))
            return .expression(.nilLiteral(span(sequence)))
        }
        var folder = SequenceFolder(elements: elements, lowering: self)
        let tree = folder.parse(minimumPrecedence: 0)
        if case .infix(let op, let opSpan, let left, let right) = tree, let assignment = OperatorTable.assignment(op) {
            if case .operand(let target) = left, target.is(DiscardAssignmentExprSyntax.self), assignment == .plain {
                return .discard(expression(right))
            }
            return .assignment(Assignment(target: expression(left), compound: assignment.compound,
                                          value: expression(right), operatorSpan: opSpan))
        }
        return .expression(expression(tree))
    }

    fileprivate func expression(_ node: FoldNode) -> Expr {
        switch node {
        case .operand(let syntax):
            return expression(syntax)
        case .infix(let op, let opSpan, let left, let right):
            if let binary = BinaryOperator(rawValue: op) {
                return .binary(binary, expression(left), expression(right), operatorSpan: opSpan)
            }
            if let assignment = OperatorTable.assignment(op) {
                return .assignment(Assignment(target: expression(left), compound: assignment.compound,
                                              value: expression(right), operatorSpan: opSpan))
            }
            return operatorCall(op, [expression(left), expression(right)], operatorSpan: opSpan)
        case .ternary(let condition, let then, let otherwise, let questionSpan):
            let lowered = [expression(condition), expression(then), expression(otherwise)]
            return .ternary(lowered[0], lowered[1], lowered[2], lowered[0].span.through(lowered[2].span)
                .through(questionSpan))
        case .cast(let value, let type, let kind, let keywordSpan):
            return .cast(expression(value), self.type(type), kind, keywordSpan)
        case .isType(let value, let type, let keywordSpan):
            return .typeCheck(expression(value), self.type(type), keywordSpan)
        }
    }
}

/// An operator tree over unlowered operands.
fileprivate indirect enum FoldNode {
    case operand(ExprSyntax)
    case infix(String, SourceSpan, FoldNode, FoldNode)
    case ternary(FoldNode, ExprSyntax, FoldNode, SourceSpan)
    case cast(FoldNode, TypeSyntax, CastKind, SourceSpan)
    case isType(FoldNode, TypeSyntax, SourceSpan)
}

/// Precedence climbing over a sequence's alternating operands and operators.
fileprivate struct SequenceFolder {
    let elements: [ExprSyntax]
    let lowering: Lowering
    var index = 0

    init(elements: [ExprSyntax], lowering: Lowering) {
        self.elements = elements
        self.lowering = lowering
    }

    mutating func parse(minimumPrecedence: Double) -> FoldNode {
        var left = FoldNode.operand(elements[index])
        index += 1
        while index + 1 < elements.count {
            let opNode = elements[index]
            guard let (text, group) = OperatorTable.group(of: opNode, custom: lowering.customOperators) else {
                lowering.report(.unsupported("operator '\(opNode.trimmedDescription)' is not supported in scene files",
                                             at: lowering.span(opNode)))
                index = elements.count
                return left
            }
            guard group.precedence >= minimumPrecedence else { break }
            index += 1
            let opSpan = lowering.span(opNode)
            if let cast = opNode.as(UnresolvedAsExprSyntax.self) {
                let kind: CastKind = switch cast.questionOrExclamationMark?.tokenKind {
                case .postfixQuestionMark?: .conditional
                case .exclamationMark?: .forced
                default: .plain
                }
                left = .cast(left, typeOperand(), kind, opSpan)
                continue
            }
            if opNode.is(UnresolvedIsExprSyntax.self) {
                left = .isType(left, typeOperand(), opSpan)
                continue
            }
            let right = parse(minimumPrecedence: group.rightAssociative ? group.precedence : group.precedence.nextUp)
            if let ternary = opNode.as(UnresolvedTernaryExprSyntax.self) {
                left = .ternary(left, ternary.thenExpression, right, lowering.span(ternary.questionMark))
            } else {
                left = .infix(text, opSpan, left, right)
            }
        }
        return left
    }

    private mutating func typeOperand() -> TypeSyntax {
        defer { index += 1 }
        return elements[index].as(TypeExprSyntax.self)?.type ?? TypeSyntax(MissingTypeSyntax())
    }
}

/// Swift's standard precedence groups for the operators a scene may use.
enum OperatorTable {
    struct Group {
        /// Higher binds tighter; Swift's groups are ten apart, leaving room for a module's own between them.
        let precedence: Double
        let rightAssociative: Bool
    }

    /// The kinds of assignment operator.
    enum AssignmentKind: Equatable {
        case plain
        case compound(BinaryOperator)

        var compound: BinaryOperator? {
            if case .compound(let op) = self { return op }
            return nil
        }
    }

    static let assignment = Group(precedence: 10, rightAssociative: true)
    static let ternary = Group(precedence: 20, rightAssociative: true)
    /// `DefaultPrecedence`: an operator declared without a group, or whose declaration is in a file not given.
    static let defaultGroup = Group(precedence: 25, rightAssociative: false)
    static let casting = Group(precedence: 70, rightAssociative: false)

    /// Swift's standard operators by the name of their group (see ``CustomOperators/standardGroups``).
    static let infixGroups: [String: Group] = {
        let table: [(String, [String])] = [
            ("AssignmentPrecedence", ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]),
            ("LogicalDisjunctionPrecedence", ["||"]),
            ("LogicalConjunctionPrecedence", ["&&"]),
            ("ComparisonPrecedence", ["==", "!=", "<", "<=", ">", ">=", "===", "!==", "~="]),
            ("NilCoalescingPrecedence", ["??"]),
            ("RangeFormationPrecedence", ["..<", "..."]),
            ("AdditionPrecedence", ["+", "-", "|", "^", "&+", "&-"]),
            ("MultiplicationPrecedence", ["*", "/", "%", "&", "&*"]),
            ("BitwiseShiftPrecedence", ["<<", ">>", "&<<", "&>>"]),
        ]
        var groups: [String: Group] = [:]
        for (name, operators) in table {
            guard let group = CustomOperators.standardGroups[name] else {
                preconditionFailure("\(name) is not one of Swift's precedence groups")
            }
            for op in operators { groups[op] = group }
        }
        return groups
    }()

    /// The operator's spelling and group: Swift's, else the module's own (see ``CustomOperators``).
    static func group(of node: ExprSyntax, custom: CustomOperators) -> (String, Group)? {
        if node.is(AssignmentExprSyntax.self) { return ("=", assignment) }
        if node.is(UnresolvedTernaryExprSyntax.self) { return ("?:", ternary) }
        if node.is(UnresolvedAsExprSyntax.self) || node.is(UnresolvedIsExprSyntax.self) { return ("as", casting) }
        guard let binary = node.as(BinaryOperatorExprSyntax.self) else { return nil }
        let text = binary.operator.text
        return (text, infixGroups[text] ?? custom.group(of: text))
    }

    static func assignment(_ op: String) -> AssignmentKind? {
        if op == "=" { return .plain }
        guard op.count >= 2, op.hasSuffix("="), let binary = BinaryOperator(rawValue: String(op.dropLast())),
              binary.isArithmetic || binary.isBitwise, !["==", "<=", ">=", "!="].contains(op) else { return nil }
        return .compound(binary)
    }
}
