import SwiftSyntax

extension Lowering {
    func statements(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        items.flatMap { item -> [Stmt] in
            switch item.item {
            case .decl(let decl): declaration(decl)
            case .stmt(let statement): [self.statement(statement)]
            case .expr(let expression):
                if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                    [preview(macro)]
                } else {
                    [expressionStatement(expression)]
                }
            }
        }
    }

    func block(_ block: CodeBlockSyntax) -> [Stmt] {
        statementsInBlock(block.statements)
    }

    func statementsInBlock(_ items: CodeBlockItemListSyntax) -> [Stmt] {
        blockDepth += 1
        defer { blockDepth -= 1 }
        return statements(items)
    }

    private func statement(_ node: StmtSyntax) -> Stmt {
        if let expression = node.as(ExpressionStmtSyntax.self) { return expressionStatement(expression.expression) }
        if let returnStatement = node.as(ReturnStmtSyntax.self) {
            return .returnStatement(returnStatement.expression.map(expression), span(returnStatement))
        }
        if let forStatement = node.as(ForStmtSyntax.self) { return forLoop(forStatement) }
        if let whileStatement = node.as(WhileStmtSyntax.self) {
            return .whileLoop(WhileLoop(conditions: conditions(whileStatement.conditions), body: block(whileStatement.body),
                                        isRepeat: false, span: span(whileStatement.whileKeyword)))
        }
        if let repeatStatement = node.as(RepeatStmtSyntax.self) {
            return .whileLoop(WhileLoop(conditions: [.expression(expression(repeatStatement.condition))],
                                        body: block(repeatStatement.body), isRepeat: true,
                                        span: span(repeatStatement.repeatKeyword)))
        }
        if let throwStatement = node.as(ThrowStmtSyntax.self) {
            return .throwStatement(expression(throwStatement.expression), span(throwStatement.throwKeyword))
        }
        if let doStatement = node.as(DoStmtSyntax.self) {
            let clauses = doStatement.catchClauses.map { clause in
                CatchClause(items: clause.catchItems.map { item in
                    (pattern: item.pattern.map { pattern($0, binding: nil) },
                     guard: item.whereClause.map { expression($0.condition) })
                }, body: block(clause.body))
            }
            return .doCatch(DoCatch(body: block(doStatement.body), clauses: clauses, span: span(doStatement.doKeyword)))
        }
        if let fallthroughStatement = node.as(FallThroughStmtSyntax.self) {
            return .fallthroughStatement(span(fallthroughStatement))
        }
        if let deferStatement = node.as(DeferStmtSyntax.self) {
            return .deferStatement(block(deferStatement.body), span(deferStatement.deferKeyword))
        }
        if let guardStatement = node.as(GuardStmtSyntax.self) {
            return .guardStatement(conditions(guardStatement.conditions), body: block(guardStatement.body),
                                   span(guardStatement.guardKeyword))
        }
        if let breakStatement = node.as(BreakStmtSyntax.self) {
            return .breakStatement(span(breakStatement), label: breakStatement.label?.identifierText)
        }
        if let continueStatement = node.as(ContinueStmtSyntax.self) {
            return .continueStatement(span(continueStatement), label: continueStatement.label?.identifierText)
        }
        if let labeled = node.as(LabeledStmtSyntax.self) {
            return .labeled(labeled.label.identifierText, statement(labeled.statement))
        }
        return unsupported(UnsupportedConstruct.statementMessage(node), firstToken(node))
    }

    func expressionStatement(_ node: ExprSyntax) -> Stmt {
        if let conditional = node.as(IfExprSyntax.self) { return .conditional(self.conditional(conditional)) }
        if let sequence = node.as(SequenceExprSyntax.self) {
            switch fold(sequence) {
            case .assignment(let assignment): return .assignment(assignment)
            case .discard(let value): return .expression(value)
            case .expression(let value): return .expression(value)
            }
        }
        if let switchExpression = node.as(SwitchExprSyntax.self) { return switchStatement(switchExpression) }
        return .expression(expression(node))
    }

    func conditional(_ node: IfExprSyntax) -> Conditional {
        let elseBody: [Stmt]?
        switch node.elseBody {
        case .ifExpr(let nested): elseBody = [.conditional(conditional(nested))]
        case .codeBlock(let block): elseBody = self.block(block)
        case nil: elseBody = nil
        }
        return Conditional(conditions: conditions(node.conditions), body: block(node.body), elseBody: elseBody)
    }

    func conditions(_ list: ConditionElementListSyntax) -> [Condition] {
        list.compactMap { element -> Condition? in
            switch element.condition {
            case .expression(let value):
                return .expression(expression(value))
            case .optionalBinding(let binding):
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                    // `if let _ = error`: the test for a value, binding nothing
                    if binding.pattern.trimmedDescription == "_", let value = binding.initializer?.value {
                        return .optionalBinding(name: "_", isMutable: false, value: expression(value),
                                                span: span(binding))
                    }
                    // `if let (item, section) = unwrap(ref)`: the optional tuple's elements, as `case let (…)? = value`
                    if binding.pattern.trimmedDescription.hasPrefix("("), let value = binding.initializer?.value {
                        let keyword: Keyword = binding.bindingSpecifier.tokenKind == .keyword(.var) ? .var : .let
                        return .pattern(.optional(pattern(binding.pattern, binding: keyword), span(binding.pattern)),
                                        value: expression(value), span: span(binding))
                    }
                    _ = unsupported("only 'if let name = value' bindings are supported in scene files", binding.pattern)
                    return nil
                }
                let name = pattern.identifier.identifierText
                var value = binding.initializer.map { expression($0.value) } ?? .name(name, span(pattern))
                if let annotation = binding.typeAnnotation {
                    // `if let flag: Bool = settings[key]`: the value converted to the annotated type, when it is one
                    value = .cast(value, type(annotation.type), .conditional, span(annotation))
                }
                return .optionalBinding(name: name, isMutable: binding.bindingSpecifier.tokenKind == .keyword(.var),
                                        value: value, span: span(binding))
            case .matchingPattern(let matching):
                return .pattern(pattern(matching.pattern, binding: nil), value: expression(matching.initializer.value),
                                span: span(matching.caseKeyword))
            case .availability(let availability):
                // `#available` holds (the scene stands for a current iOS); `#unavailable` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable {
                    return .expression(.boolean(false, span(availability)))
                }
                return nil
            }
        }
    }

    private func forLoop(_ node: ForStmtSyntax) -> Stmt {
        // `for try await update in stream`: a scene has one thread and no events, so an asynchronous sequence is
        // walked as a plain one (an unknown stream as any unknown sequence is, see `Interpreter.iterateLoop`)
        // `for view: UIView in views`: the elements are of the annotated type already in Swift that compiles
        // `for (i, var post) in posts.enumerated()`: a binding inside a tuple binds as a pattern does
        if node.caseKeyword != nil || node.pattern.is(ValueBindingPatternSyntax.self)
            || node.pattern.as(TuplePatternSyntax.self)?.elements.contains(where: {
                $0.pattern.is(ValueBindingPatternSyntax.self)
            }) == true {
            return patternForLoop(node)
        }
        guard let pattern = loopPattern(node.pattern) else { return .nothing }
        return .forLoop(ForLoop(pattern: pattern, sequence: expression(node.sequence),
                                whereClause: node.whereClause.map { expression($0.condition) }, body: block(node.body),
                                span: span(node.forKeyword)))
    }

    /// `for case let row as CIQRCodeFeature in features`, `for case let arg? in argv`, `for var item in items`,
    /// `for (index, var item) in items.enumerated()`: a loop over each element that runs the body, with the pattern's
    /// bindings, where the element matches (as `if case pattern = element, where-clause { body }`).
    private func patternForLoop(_ node: ForStmtSyntax) -> Stmt {
        let elementName = "$element"
        let elementSpan = span(node.pattern)
        var conditions: [Condition] = [.pattern(pattern(node.pattern, binding: nil), value: .name(elementName, elementSpan),
                                                span: elementSpan)]
        if let whereClause = node.whereClause { conditions.append(.expression(expression(whereClause.condition))) }
        let body = Stmt.conditional(Conditional(conditions: conditions, body: block(node.body), elseBody: nil))
        return .forLoop(ForLoop(pattern: .name(elementName, elementSpan), sequence: expression(node.sequence),
                                whereClause: nil, body: [body], span: span(node.forKeyword)))
    }

    func loopPattern(_ node: PatternSyntax) -> LoopPattern? {
        if let identifier = node.as(IdentifierPatternSyntax.self) {
            return .name(identifier.identifier.identifierText, span(identifier))
        }
        if node.is(WildcardPatternSyntax.self) { return .wildcard }
        if let tuple = node.as(TuplePatternSyntax.self) {
            let elements = tuple.elements.map { loopPattern($0.pattern) }
            guard elements.allSatisfy({ $0 != nil }) else { return nil }
            return .tuple(elements.map { $0! }, span(tuple))
        }
        _ = unsupported("this 'for' loop pattern is not supported in scene files", node)
        return nil
    }

    func firstToken(_ node: some SyntaxProtocol) -> TokenSyntax {
        node.firstToken(viewMode: .sourceAccurate) ?? TokenSyntax(.unknown(""), presence: .missing)
    }
}
