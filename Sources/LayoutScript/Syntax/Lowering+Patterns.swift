import SwiftSyntax

extension Lowering {
    /// `switch subject { … }` as a statement.
    func switchStatement(_ node: SwitchExprSyntax) -> Stmt {
        .switchStatement(SwitchStatement(subject: expression(node.subject), cases: switchCases(node.cases),
                                         span: span(node.switchKeyword)))
    }

    /// The cases of a `switch`, those under a `#if` between them (`#if DEBUG case .test: … #endif`) as an iOS device
    /// build takes them (see ``activeClause(of:)``).
    private func switchCases(_ list: SwitchCaseListSyntax) -> [SwitchCase] {
        var cases: [SwitchCase] = []
        for element in list {
            guard case .switchCase(let switchCase) = element else {
                guard case .ifConfigDecl(let conditional) = element else { continue }
                switch activeClause(of: conditional)?.elements {
                case .switchCases(let active): cases += switchCases(active)
                case nil: break
                case .some: _ = unsupported("this '#if' clause is not supported between switch cases", element)
                }
                continue
            }
            let body = statementsInBlock(switchCase.statements)
            switch switchCase.label {
            case .default(let label):
                cases.append(SwitchCase(items: [], body: body, isDefault: true, span: span(label)))
            case .case(let label):
                let items = label.caseItems.map { item in
                    (pattern: pattern(item.pattern, binding: nil), guard: item.whereClause.map { expression($0.condition) })
                }
                cases.append(SwitchCase(items: items, body: body, isDefault: false, span: span(label.caseKeyword)))
            }
        }
        return cases
    }

    /// A pattern; `binding` is `let`/`var` when inside `let (…)`, where bare names bind.
    func pattern(_ node: PatternSyntax, binding: Keyword?) -> Pattern {
        if node.is(WildcardPatternSyntax.self) { return .wildcard }
        if let identifier = node.as(IdentifierPatternSyntax.self) {
            return .binding(identifier.identifier.identifierText, isMutable: binding == .var, span(identifier))
        }
        if let value = node.as(ValueBindingPatternSyntax.self) {
            let keyword: Keyword = value.bindingSpecifier.tokenKind == .keyword(.var) ? .var : .let
            return pattern(value.pattern, binding: keyword)
        }
        if let tuple = node.as(TuplePatternSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return pattern(only.pattern, binding: binding)
            }
            return .tuple(tuple.elements.map { (label: $0.label?.identifierText, pattern: pattern($0.pattern, binding: binding)) },
                          span(tuple))
        }
        if let isType = node.as(IsTypePatternSyntax.self) { return .isType(type(isType.type), span(isType)) }
        if let expressionPattern = node.as(ExpressionPatternSyntax.self) {
            return pattern(expressionPattern.expression, binding: binding)
        }
        _ = unsupported("this pattern is not supported in scene files", node)
        return .wildcard
    }

    /// A pattern written as an expression: enum cases, tuples, optionals, casts, bindings, or a value.
    func pattern(_ node: ExprSyntax, binding: Keyword?) -> Pattern {
        if let inner = node.as(PatternExprSyntax.self) { return pattern(inner.pattern, binding: binding) }
        if node.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let binding, let reference = node.as(DeclReferenceExprSyntax.self),
           case .identifier = reference.baseName.tokenKind {
            return .binding(reference.baseName.identifierText, isMutable: binding == .var, span(reference))
        }
        if let tuple = node.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
                return pattern(only.expression, binding: binding)
            }
            return .tuple(tuple.elements.map { (label: $0.label?.identifierText, pattern: pattern($0.expression, binding: binding)) },
                          span(tuple))
        }
        if let optional = node.as(OptionalChainingExprSyntax.self) {
            return .optional(pattern(optional.expression, binding: binding), span(optional))
        }
        if let member = node.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
           member.base == nil || startsWithType(member.base!) {
            return .enumCase(name: member.declName.baseName.identifierText, type: member.base.map(expression),
                             arguments: nil, span(member))
        }
        if let call = node.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil || startsWithType(member.base!) {
            let arguments = call.arguments.map { (label: $0.label?.identifierText, pattern: pattern($0.expression, binding: binding)) }
            return .enumCase(name: member.declName.baseName.identifierText, type: member.base.map(expression),
                             arguments: arguments, span(call))
        }
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self),
           let castType = Array(sequence.elements)[2].as(TypeExprSyntax.self) {
            let inner = pattern(Array(sequence.elements)[0], binding: binding)
            if cast.questionOrExclamationMark == nil { return .cast(inner, type(castType.type), span(cast)) }
        }
        if let cast = node.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return .cast(pattern(cast.expression, binding: binding), type(cast.type), span(cast.asKeyword))
        }
        return .expression(expression(node))
    }

    /// Whether a member access base names a type (`Kind.small`), so the access is an enum case pattern.
    private func startsWithType(_ node: ExprSyntax) -> Bool {
        if let reference = node.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
            return member.declName.baseName.text.first?.isUppercase == true && startsWithType(base)
        }
        return false
    }
}
