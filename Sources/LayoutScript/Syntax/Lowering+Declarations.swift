import SwiftSyntax

extension Lowering {
    func declaration(_ node: DeclSyntax) -> [Stmt] {
        if node.is(ImportDeclSyntax.self) { return [.nothing] }
        if let variable = node.as(VariableDeclSyntax.self) { return localVariables(variable) }
        if let function = node.as(FunctionDeclSyntax.self) {
            return [self.function(function).map(Stmt.function) ?? .nothing]
        }
        if let classDeclaration = node.as(ClassDeclSyntax.self) {
            guard isInsideBlock else {
                return [self.classDeclaration(classDeclaration).map(Stmt.classDeclaration) ?? .nothing]
            }
            // a class declared in a function cannot capture its locals, so it is declared at the top level
            if let local = self.classDeclaration(classDeclaration) { hoistedClasses.append(local) }
            return [.nothing]
        }
        if let enumDeclaration = node.as(EnumDeclSyntax.self) {
            return [namespace(enumDeclaration).map(Stmt.namespace) ?? .nothing]
        }
        if let structDeclaration = node.as(StructDeclSyntax.self) {
            return [namespace(structDeclaration).map(Stmt.namespace) ?? .nothing]
        }
        if let conditional = node.as(IfConfigDeclSyntax.self) { return activeStatements(conditional) }
        if let alias = node.as(TypeAliasDeclSyntax.self) { return [typeAlias(alias).map(Stmt.typeAlias) ?? .nothing] }
        if let macro = node.as(MacroExpansionDeclSyntax.self) { return macroDeclaration(macro) }
        if node.is(OperatorDeclSyntax.self) || node.is(PrecedenceGroupDeclSyntax.self), !isInsideBlock {
            return [.nothing] // read before lowering, into ``CustomOperators``
        }
        if let actor = node.as(ActorDeclSyntax.self) {
            guard isInsideBlock else { return [.classDeclaration(actorDeclaration(actor))] }
            hoistedClasses.append(actorDeclaration(actor))
            return [.nothing]
        }
        if node.is(ExtensionDeclSyntax.self) || node.is(ProtocolDeclSyntax.self), isInsideBlock {
            report(.runtime("declaration is only valid at file scope", at: span(keywordToken(of: node))))
            return [.nothing]
        }
        if let extensionDeclaration = node.as(ExtensionDeclSyntax.self) {
            return [.extensionDeclaration(self.extensionDeclaration(extensionDeclaration))]
        }
        if let protocolDeclaration = node.as(ProtocolDeclSyntax.self) {
            return [.protocolDeclaration(self.protocolDeclaration(protocolDeclaration))]
        }
        return [unsupportedMember(node)]
    }

    func unsupportedMember(_ node: DeclSyntax) -> Stmt {
        unsupported(UnsupportedConstruct.declarationMessage(node), keywordToken(of: node))
    }

    /// `var isCompact: Bool { … }` in a function or at the top level: a getter that reading the name runs (a setter
    /// is not kept: assigning to the name is then an error). Nil for a variable with only `willSet`/`didSet`, which is
    /// stored (its observers are not run: a still picture has no later changes to observe).
    private func computedVariable(_ binding: PatternBindingSyntax) -> Stmt? {
        guard let accessors = accessors(binding.accessorBlock) else { return .nothing }
        guard let getter = accessors.getter else { return nil }
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            return unsupported("only simple names can be computed variables in scene files", binding.pattern)
        }
        let nameSpan = span(pattern)
        return .function(FunctionDecl(name: pattern.identifier.identifierText, parameters: [],
                                      returnType: binding.typeAnnotation.map { type($0.type) }, body: getter,
                                      nameSpan: nameSpan, isStatic: false, isOverride: false,
                                      bodySpan: binding.accessorBlock.map { span($0) }, isComputedVariable: true))
    }

    /// Variables in a function or at the top level. A `lazy` local is set where it is declared: Swift would set it at
    /// its first use, which differs only in when the initializer's side effects happen.
    private func localVariables(_ node: VariableDeclSyntax) -> [Stmt] {
        let isMutable = node.bindingSpecifier.tokenKind == .keyword(.var)
        return node.bindings.map { binding -> Stmt in
            if binding.accessorBlock != nil, let computed = computedVariable(binding) { return computed }
            let initialValue = binding.initializer.map { expression($0.value) }
            if binding.pattern.is(WildcardPatternSyntax.self) { return initialValue.map(Stmt.expression) ?? .nothing }
            if binding.pattern.is(TuplePatternSyntax.self), let initialValue {
                guard let pattern = loopPattern(binding.pattern) else { return .nothing }
                return .tupleBinding(pattern, isMutable: isMutable, value: initialValue, span(binding))
            }
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                return unsupported("only simple names can be declared in scene files (no tuple patterns)",
                                   binding.pattern)
            }
            return .binding(VariableBinding(name: pattern.identifier.identifierText, nameSpan: span(pattern),
                                            isMutable: isMutable, type: binding.typeAnnotation.map { type($0.type) },
                                            initialValue: initialValue, span: span(binding)))
        }
    }

    func function(_ node: FunctionDeclSyntax) -> FunctionDecl? {
        withGenericParameters(node.genericParameterClause) { loweredFunction(node) }
    }

    private func loweredFunction(_ node: FunctionDeclSyntax) -> FunctionDecl? {
        guard let body = node.body else {
            _ = unsupported("functions without a body are not supported in scene files", node.name)
            return nil
        }
        guard let parameters = parameters(node.signature.parameterClause.parameters).map({
            isOperatorFunction(node) ? unlabelled($0) : $0
        }) else { return nil }
        return FunctionDecl(name: functionName(node), parameters: parameters,
                            returnType: node.signature.returnClause.map { type($0.type) }, body: self.block(body),
                            nameSpan: span(node.name), isStatic: node.modifiers.contains(.static)
                                || node.modifiers.contains(.class),
                            isOverride: node.modifiers.contains(.override),
                            isMutating: node.modifiers.contains(.mutating),
                            isPrivate: node.modifiers.contains(.private) || node.modifiers.contains(.fileprivate),
                            isObjC: node.attributes.contains {
                                ["objc", "IBAction"].contains($0.as(AttributeSyntax.self)?.attributeName.trimmedDescription)
                            }, bodySpan: span(body))
    }

    func parameters(_ list: FunctionParameterListSyntax) -> [FunctionParameter]? {
        var result: [FunctionParameter] = []
        for parameter in list {
            let attributed = parameter.type.as(AttributedTypeSyntax.self)
            let isInout = attributed?.specifiers.contains { $0.trimmedDescription == "inout" } == true
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.identifierText
            let name = (parameter.secondName ?? parameter.firstName).identifierText
            result.append(FunctionParameter(label: label, name: name,
                                            type: type(isInout ? attributed!.baseType : parameter.type),
                                            defaultValue: parameter.defaultValue.map { expression($0.value) },
                                            isVariadic: parameter.ellipsis != nil, isInout: isInout))
        }
        return result
    }

    func keywordToken(of node: DeclSyntax) -> TokenSyntax {
        for token in node.tokens(viewMode: .sourceAccurate) {
            if case .keyword = token.tokenKind, !isModifierKeyword(token) { return token }
            if case .poundIf = token.tokenKind { return token }
        }
        return firstToken(node)
    }

    private func isModifierKeyword(_ token: TokenSyntax) -> Bool {
        token.parent?.is(DeclModifierSyntax.self) == true
    }
}

extension DeclModifierListSyntax {
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// `private` or `fileprivate` without `(set)`: no other file can reach the declaration at all.
    var hidesFromOtherFiles: Bool {
        contains { modifier in
            [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil
        }
    }
}
