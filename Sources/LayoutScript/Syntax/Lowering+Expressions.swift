import SwiftSyntax

extension Lowering {
    func expression(_ node: ExprSyntax) -> Expr {
        nested(node, fallback: .nilLiteral(span(node))) {
            let lowered = postfixOrPrimary(node)
            return closesOptionalChain(node, lowered) ? .optionalChainEnd(lowered) : lowered
        }
    }

    private func postfixOrPrimary(_ node: ExprSyntax) -> Expr {
        if let literal = literal(node) { return literal }
        if let reference = node.as(DeclReferenceExprSyntax.self) { return self.reference(reference) }
        if let member = node.as(MemberAccessExprSyntax.self) { return memberAccess(member) }
        if let call = node.as(FunctionCallExprSyntax.self) { return self.call(call) }
        if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
            if let closure = subscriptCall.trailingClosure {
                return unsupportedExpression("trailing closures on subscripts are not supported in scene files", closure)
            }
            return .subscripted(expression(subscriptCall.calledExpression), arguments(subscriptCall.arguments),
                                span(subscriptCall))
        }
        if let closure = node.as(ClosureExprSyntax.self) { return .closure(self.closure(closure)) }
        if let dictionary = node.as(DictionaryExprSyntax.self) {
            guard case .elements(let elements) = dictionary.content else { return .dictionary([], span(dictionary)) }
            return .dictionary(elements.map { (key: expression($0.key), value: expression($0.value)) }, span(dictionary))
        }
        if let array = node.as(ArrayExprSyntax.self) { return .array(array.elements.map { expression($0.expression) }, span(array)) }
        if let tuple = node.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return expression(only.expression)
            }
            // `(data, _) = try await session.data(from: url)`: `_` discards its element of the assigned tuple
            return .tuple(tuple.elements.map { element in
                guard element.expression.is(DiscardAssignmentExprSyntax.self) else { return arguments([element])[0] }
                return Argument(label: element.label?.identifierText, value: .name("_", span(element.expression)),
                                span: span(element))
            }, span(tuple))
        }
        if let oneSided = oneSidedRange(node) { return oneSided }
        if let choice = node.as(IfExprSyntax.self) {
            if let lowered = ifExpression(choice) { return lowered }
            if let valued = SwitchStatement.valuing(conditional(choice), span: span(choice.ifKeyword)) {
                return .switchExpression(valued)
            }
        }
        if let choice = node.as(SwitchExprSyntax.self), case .switchStatement(let statement) = switchStatement(choice),
           let valued = statement.returningCaseValues {
            return .switchExpression(valued)
        }
        if let prefix = node.as(PrefixOperatorExprSyntax.self) {
            guard let op = PrefixOperator(rawValue: prefix.operator.text) else {
                return operatorCall(OperatorFunctionName.prefix(prefix.operator.text), [expression(prefix.expression)],
                                    operatorSpan: span(prefix.operator))
            }
            return .prefix(op, expression(prefix.expression), span(prefix))
        }
        if let postfix = node.as(PostfixOperatorExprSyntax.self) {
            return operatorCall(OperatorFunctionName.postfix(postfix.operator.text), [expression(postfix.expression)],
                                operatorSpan: span(postfix.operator))
        }
        if let unwrap = node.as(ForceUnwrapExprSyntax.self) {
            return .forceUnwrap(expression(unwrap.expression), span(unwrap.exclamationMark))
        }
        if let chain = node.as(OptionalChainingExprSyntax.self) {
            return .optionalChain(expression(chain.expression), span(chain.questionMark))
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            switch fold(sequence) {
            case .expression(let value): return value
            case .assignment(let assignment): return .assignment(assignment)
            case .discard:
                return unsupportedExpression("assignments can only be statements in scene files", sequence)
            }
        }
        if let typeExpression = node.as(TypeExprSyntax.self) {
            return .typeReference(type(typeExpression.type), span(typeExpression))
        }
        if let macro = node.as(MacroExpansionExprSyntax.self) { return macroExpression(macro) }
        if let keyPath = node.as(KeyPathExprSyntax.self) {
            var names: [String] = []
            for component in keyPath.components {
                // `\.text!`, `\.superview?.frame`: unwrapping is the value's own business here (nil reads as nil)
                if case .optional = component.component { continue }
                guard case .property(let property) = component.component, property.declName.argumentNames == nil else {
                    return unsupportedExpression("only key paths to properties are supported in scene files", component)
                }
                names.append(property.declName.baseName.identifierText)
            }
            return .keyPath(names, span(keyPath))
        }
        if let awaited = node.as(AwaitExprSyntax.self) {
            // a scene has one thread: an async call runs to completion where it is made, so `await x` is `x`
            return expression(awaited.expression)
        }
        if let tryExpression = node.as(TryExprSyntax.self) {
            let kind: TryKind = switch tryExpression.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?: .optional
            case .exclamationMark?: .forced
            default: .plain
            }
            return .tryExpression(kind, expression(tryExpression.expression), span(tryExpression.tryKeyword))
        }
        if let specialized = node.as(GenericSpecializationExprSyntax.self) {
            let arguments = specialized.genericArgumentClause.arguments.compactMap { argument -> TypeRef? in
                guard case .type(let type) = argument.argument else { return nil }
                return self.type(type)
            }
            return .specialized(expression(specialized.expression), arguments, span(specialized))
        }
        if let argument = node.as(InOutExprSyntax.self) {
            return .inoutArgument(expression(argument.expression), span(argument))
        }
        return unsupportedExpression(Self.unsupportedExpressionMessage(node), firstToken(node))
    }

    private static func unsupportedExpressionMessage(_ node: ExprSyntax) -> String {
        let names: [(SyntaxKind, String)] = [
            (.dictionaryExpr, "dictionary literals are"),
            (.keyPathExpr, "key paths are"),
            (.tryExpr, "'try' expressions are"),
            (.ifExpr, "'if' expressions are"),
            (.switchExpr, "'switch' expressions are"),
            (.macroExpansionExpr, "macro expressions ('#…') are"),
            (.regexLiteralExpr, "regex literals are"),
            (.superExpr, "'super' without a member is"),
            (.postfixOperatorExpr, "this postfix operator is"),
            (.discardAssignmentExpr, "'_' outside '_ = value' is"),
            (.simpleStringLiteralExpr, "this string literal is"),
        ]
        let name = names.first { node.kind == $0.0 }?.1 ?? "this expression is"
        return "\(name) \(UnsupportedConstruct.suffix)"
    }

    private func literal(_ node: ExprSyntax) -> Expr? {
        if let integer = node.as(IntegerLiteralExprSyntax.self) {
            guard let value = integer.representedLiteralValue else {
                return unsupportedExpression("integer literal '\(integer.literal.text)' overflows when stored into 'Int'",
                                             integer)
            }
            return .integer(value, span(integer))
        }
        if let float = node.as(FloatLiteralExprSyntax.self) {
            return .float(float.representedLiteralValue ?? .nan, span(float))
        }
        if let boolean = node.as(BooleanLiteralExprSyntax.self) {
            return .boolean(boolean.literal.tokenKind == .keyword(.true), span(boolean))
        }
        if node.is(NilLiteralExprSyntax.self) { return .nilLiteral(span(node)) }
        if let string = node.as(StringLiteralExprSyntax.self) { return .string(stringParts(string), span(string)) }
        return nil
    }

    private func stringParts(_ literal: StringLiteralExprSyntax) -> [StringPart] {
        literal.segments.compactMap { segment -> StringPart? in
            switch segment {
            case .stringSegment(let text):
                let single = StringLiteralExprSyntax(openingPounds: literal.openingPounds, openingQuote: literal.openingQuote,
                                                     segments: [.stringSegment(text)], closingQuote: literal.closingQuote,
                                                     closingPounds: literal.closingPounds)
                return .text(single.representedLiteralValue ?? text.content.text)
            case .expressionSegment(let interpolation):
                // A labelled interpolation (`\(value, privacy: .public)`, `\(count, format: .fixed)`) is a custom
                // interpolation type's (a logger's); the text it shows is its value's, the labels only format it.
                guard let value = interpolation.expressions.first(where: { $0.label == nil }) else {
                    return .interpolation(.call(Call(callee: .name("appendInterpolation", span(interpolation)),
                                                     arguments: arguments(interpolation.expressions),
                                                     span: span(interpolation), anchor: span(interpolation))))
                }
                return .interpolation(expression(value.expression))
            }
        }
    }

    private func reference(_ node: DeclReferenceExprSyntax) -> Expr {
        if let names = node.argumentNames {
            return functionReference(.name(node.baseName.identifierText, span(node)), names, node)
        }
        switch node.baseName.tokenKind {
        case .keyword(.self):
            return .selfReference(span(node))
        case .dollarIdentifier(let text):
            guard isInsideClosure, let index = Int(text.dropFirst()) else {
                return unsupportedExpression("anonymous closure argument not contained in a closure", node)
            }
            guard index < Self.maximumAnonymousParameters else {
                return unsupportedExpression("anonymous closure argument \(text) is beyond the "
                                                 + "\(Self.maximumAnonymousParameters) a closure may take here", node)
            }
            noteAnonymousParameter(index)
            return .name(text, span(node))
        default:
            return .name(node.baseName.identifierText, span(node))
        }
    }

    private func memberAccess(_ node: MemberAccessExprSyntax) -> Expr {
        let name = node.declName.baseName
        let member = MemberName(name: name.identifierText, span: span(node.declName))
        if let names = node.declName.argumentNames, let base = node.base {
            return functionReference(.member(expression(base), member), names, node)
        }
        guard let base = node.base else { return .implicitMember(member.name, span(node)) }
        // `Type.self` is the type itself; `value.self` the value.
        if name.tokenKind == .keyword(.self) { return expression(base) }
        if base.is(SuperExprSyntax.self) { return .superMember(member.name, span(node)) }
        if let modern = SnapKitLegacySpelling.modernName(member.name) {
            let snp = Expr.member(expression(base), MemberName(name: "snp", span: member.span))
            return .member(snp, MemberName(name: modern, span: member.span))
        }
        return .member(expression(base), member)
    }

    /// `view.addSubview(_:)`, `makeRow(title:)`: a function named with its argument labels, as a closure that calls it
    /// with its arguments under those labels (`{ view.addSubview($0) }`).
    private func functionReference(_ callee: Expr, _ names: DeclNameArgumentsSyntax, _ node: some SyntaxProtocol)
        -> Expr {
        let whole = span(node)
        let labels = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        let parameters = labels.indices.map { ClosureParameter(name: "‹argument \($0)›", type: nil) }
        let call = Call(callee: callee, arguments: zip(labels, parameters).map {
            Argument(label: $0, value: .name($1.name, whole), span: whole)
        }, span: whole, anchor: whole)
        return .closure(ClosureLiteral(parameters: parameters, anonymousParameterCount: 0, returnType: nil,
                                       body: [.expression(.call(call))], span: whole))
    }

    func arguments(_ list: LabeledExprListSyntax) -> [Argument] {
        list.map { Argument(label: $0.label?.identifierText, value: expression($0.expression), span: span($0)) }
    }

    /// Whether `node` is the last link of a postfix chain containing `?`, so that a nil there ends the chain.
    private func closesOptionalChain(_ node: ExprSyntax, _ lowered: Expr) -> Bool {
        guard lowered.hasOpenOptionalChain else { return false }
        guard let parent = node.parent else { return true }
        if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id { return false }
        if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id { return false }
        if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == node.id {
            return false
        }
        return !parent.is(ForceUnwrapExprSyntax.self) && !parent.is(OptionalChainingExprSyntax.self)
    }

    /// `let x = if c { a } else if d { b } else { e }` (Swift 5.9): one condition and one expression per branch, the
    /// same as `c ? a : d ? b : e`. Nil (then reported as unsupported) for other forms.
    private func ifExpression(_ node: IfExprSyntax) -> Expr? {
        guard node.conditions.count == 1, case .expression(let condition)? = node.conditions.first?.condition,
              let value = singleExpression(node.body.statements) else { return nil }
        let otherwise: Expr?
        switch node.elseBody {
        case .ifExpr(let next)?: otherwise = ifExpression(next)
        case .codeBlock(let block)?: otherwise = singleExpression(block.statements)
        case nil: otherwise = nil
        }
        guard let otherwise else { return nil }
        return .ternary(expression(condition), value, otherwise, span(node))
    }

    private func singleExpression(_ statements: CodeBlockItemListSyntax) -> Expr? {
        guard statements.count == 1, case .expr(let value)? = statements.first?.item else { return nil }
        return expression(value)
    }

    /// `a...`, `...b` and `..<b`: a range whose missing bound is the farthest `Int`, so that it matches as Swift's
    /// partial ranges do in patterns (`case 100...:`) and iterates from `a` up to the loop limit.
    private func oneSidedRange(_ node: ExprSyntax) -> Expr? {
        if let postfix = node.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
            let far = Expr.integer(Int.max - 1, span(postfix.operator))
            return .binary(.closedRange, expression(postfix.expression), far, operatorSpan: span(postfix.operator))
        }
        guard let prefix = node.as(PrefixOperatorExprSyntax.self),
              let op: BinaryOperator = ["...": .closedRange, "..<": .halfOpenRange][prefix.operator.text] else {
            return nil
        }
        return .binary(op, .integer(Int.min, span(prefix.operator)), expression(prefix.expression),
                       operatorSpan: span(prefix.operator))
    }
}

extension Expr {
    /// Whether a `?` along this chain's receivers is not yet closed by an ``optionalChainEnd``.
    var hasOpenOptionalChain: Bool {
        switch self {
        case .optionalChain: true
        case .member(let base, _): base.hasOpenOptionalChain
        case .call(let call): call.callee.hasOpenOptionalChain
        case .subscripted(let base, _, _): base.hasOpenOptionalChain
        case .forceUnwrap(let base, _): base.hasOpenOptionalChain
        default: false
        }
    }
}
