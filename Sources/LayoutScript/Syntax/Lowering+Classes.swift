import SwiftSyntax

extension Lowering {
    func classDeclaration(_ node: ClassDeclSyntax) -> ClassDecl? {
        if let generics = node.genericParameterClause {
            _ = unsupported("generic classes are not supported in scene files", generics)
            return nil
        }
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type) ?? []
        for conformance in inherited.dropFirst() {
            _ = unsupported("protocol conformances are not supported in scene files", conformance)
        }
        var properties: [PropertyDecl] = []
        var methods: [FunctionDecl] = []
        var initializers: [InitializerDecl] = []
        var namespaces: [NamespaceDecl] = []
        for member in node.memberBlock.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                properties += self.properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if let lowered = self.function(function) { methods.append(lowered) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                if let lowered = self.initializer(initializer) { initializers.append(lowered) }
            } else if let enumDeclaration = decl.as(EnumDeclSyntax.self) {
                if let lowered = namespace(enumDeclaration) { namespaces.append(lowered) }
            } else if let structDeclaration = decl.as(StructDeclSyntax.self) {
                if let lowered = namespace(structDeclaration) { namespaces.append(lowered) }
            } else {
                _ = unsupportedMember(decl)
            }
        }
        return ClassDecl(name: node.name.identifierText, nameSpan: span(node.name), superclass: inherited.first.map(type),
                         properties: properties, methods: methods, initializers: initializers,
                         nestedNamespaces: namespaces)
    }

    func properties(_ node: VariableDeclSyntax) -> [PropertyDecl] {
        let isMutable = node.bindingSpecifier.tokenKind == .keyword(.var)
        return node.bindings.compactMap { binding -> PropertyDecl? in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                _ = unsupported("only simple names can be declared in scene files (no tuple patterns)", binding.pattern)
                return nil
            }
            var getter: [Stmt]?
            switch binding.accessorBlock?.accessors {
            case .getter(let body):
                getter = statementsInBlock(body)
            case .accessors(let accessors):
                guard accessors.count == 1, let only = accessors.first, only.accessorSpecifier.tokenKind == .keyword(.get),
                      let body = only.body else {
                    _ = unsupported("property setters and observers are not supported in scene files", accessors)
                    return nil
                }
                getter = block(body)
            case nil:
                getter = nil
            }
            return PropertyDecl(name: pattern.identifier.identifierText, nameSpan: span(pattern), isMutable: isMutable,
                                isLazy: node.modifiers.contains(.lazy),
                                isStatic: node.modifiers.contains(.static) || node.modifiers.contains(.class),
                                isOverride: node.modifiers.contains(.override),
                                type: binding.typeAnnotation.map { type($0.type) },
                                initialValue: binding.initializer.map { expression($0.value) }, getter: getter)
        }
    }

    private func initializer(_ node: InitializerDeclSyntax) -> InitializerDecl? {
        if let generics = node.genericParameterClause {
            _ = unsupported("generic initializers are not supported in scene files", generics)
            return nil
        }
        if let effects = node.signature.effectSpecifiers {
            _ = unsupported("'async' and 'throws' initializers are not supported in scene files", effects)
            return nil
        }
        guard let body = node.body, let parameters = parameters(node.signature.parameterClause.parameters) else {
            return nil
        }
        return InitializerDecl(parameters: parameters, body: block(body), span: span(node.initKeyword),
                               isConvenience: node.modifiers.contains(.convenience))
    }

    func namespace(_ node: EnumDeclSyntax) -> NamespaceDecl? {
        if let clause = node.inheritanceClause {
            _ = unsupported("enums with raw values or conformances are not supported in scene files", clause)
            return nil
        }
        return namespace(name: node.name, members: node.memberBlock.members, kind: "enum")
    }

    func namespace(_ node: StructDeclSyntax) -> NamespaceDecl? {
        if let clause = node.inheritanceClause {
            _ = unsupported("protocol conformances are not supported in scene files", clause)
            return nil
        }
        return namespace(name: node.name, members: node.memberBlock.members, kind: "struct")
    }

    private func namespace(name: TokenSyntax, members: MemberBlockItemListSyntax, kind: String) -> NamespaceDecl {
        var properties: [PropertyDecl] = []
        var methods: [FunctionDecl] = []
        var namespaces: [NamespaceDecl] = []
        let instanceMemberMessage = "only static members are supported in a scene file's \(kind) "
            + "('\(name.identifierText)' is used as a namespace)"
        for member in members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self) {
                guard variable.modifiers.contains(.static) else {
                    _ = unsupported(instanceMemberMessage, variable.bindingSpecifier)
                    continue
                }
                properties += self.properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                guard function.modifiers.contains(.static) else {
                    _ = unsupported(instanceMemberMessage, function.funcKeyword)
                    continue
                }
                if let lowered = self.function(function) { methods.append(lowered) }
            } else if let nested = decl.as(EnumDeclSyntax.self) {
                if let lowered = namespace(nested) { namespaces.append(lowered) }
            } else if let nested = decl.as(StructDeclSyntax.self) {
                if let lowered = namespace(nested) { namespaces.append(lowered) }
            } else {
                _ = unsupportedMember(decl)
            }
        }
        return NamespaceDecl(name: name.identifierText, nameSpan: span(name), properties: properties, methods: methods,
                             nestedNamespaces: namespaces)
    }
}
