import SwiftSyntax

extension Lowering {
    func classDeclaration(_ node: ClassDeclSyntax) -> ClassDecl? {
        withGenericParameters(node.genericParameterClause) {
            let inherited = node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? []
            return ClassDecl(name: node.name.identifierText, nameSpan: span(node.name), superclass: inherited.first,
                             conformances: Array(inherited.dropFirst()),
                             members: members(node.memberBlock.members, of: .classType))
        }
    }

    /// The members of a type body or extension, with `#if` resolved and `deinit` dropped (it never runs).
    func members(_ list: MemberBlockItemListSyntax, of owner: MemberOwner) -> MemberList {
        var result = MemberList()
        for decl in activeMembers(list) {
            if let variable = decl.as(VariableDeclSyntax.self) {
                if owner == .staticOnly(""), !variable.modifiers.contains(.static) {
                    _ = unsupported(owner.instanceMemberMessage, variable.bindingSpecifier)
                    continue
                }
                result.properties += properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if case .staticOnly = owner, !function.modifiers.contains(.static) {
                    _ = unsupported(owner.instanceMemberMessage, function.funcKeyword)
                    continue
                }
                if let lowered = self.function(function) { result.methods.append(lowered) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self), owner.allowsInitializers {
                if let lowered = self.initializer(initializer) { result.initializers.append(lowered) }
            } else if let enumDeclaration = decl.as(EnumDeclSyntax.self) {
                if let lowered = namespace(enumDeclaration) { result.namespaces.append(lowered) }
            } else if let structDeclaration = decl.as(StructDeclSyntax.self) {
                if let lowered = namespace(structDeclaration) { result.namespaces.append(lowered) }
            } else if decl.is(DeinitializerDeclSyntax.self) {
                continue
            } else {
                _ = unsupportedMember(decl)
            }
        }
        return result
    }

    func properties(_ node: VariableDeclSyntax) -> [PropertyDecl] {
        let isMutable = node.bindingSpecifier.tokenKind == .keyword(.var)
        return node.bindings.compactMap { binding -> PropertyDecl? in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                _ = unsupported("only simple names can be declared in scene files (no tuple patterns)", binding.pattern)
                return nil
            }
            guard let accessors = self.accessors(binding.accessorBlock) else { return nil }
            return PropertyDecl(name: pattern.identifier.identifierText, nameSpan: span(pattern), isMutable: isMutable,
                                isLazy: node.modifiers.contains(.lazy),
                                isStatic: node.modifiers.contains(.static) || node.modifiers.contains(.class),
                                isOverride: node.modifiers.contains(.override),
                                type: binding.typeAnnotation.map { type($0.type) },
                                initialValue: binding.initializer.map { expression($0.value) }, getter: accessors.getter,
                                setter: accessors.setter, willSetObserver: accessors.willSet,
                                didSetObserver: accessors.didSet)
        }
    }

    /// A property's `get`/`set`/`willSet`/`didSet` bodies; nil (after reporting) for accessors outside the subset.
    private func accessors(_ accessorBlock: AccessorBlockSyntax?) -> PropertyAccessors? {
        var result = PropertyAccessors()
        switch accessorBlock?.accessors {
        case .getter(let body):
            result.getter = statementsInBlock(body)
        case .accessors(let list):
            for accessor in list {
                let parameter = accessor.parameters?.name.identifierText
                let body = accessor.body.map(block) ?? []
                let bodySpan = span(accessor.accessorSpecifier)
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.get):
                    if let effects = accessor.effectSpecifiers, effects.asyncSpecifier != nil {
                        _ = unsupported("'async' accessors are not supported in scene files", effects)
                        return nil
                    }
                    result.getter = body
                case .keyword(.set):
                    result.setter = AccessorBody(parameterName: parameter ?? "newValue", body: body, span: bodySpan)
                case .keyword(.willSet):
                    result.willSet = AccessorBody(parameterName: parameter ?? "newValue", body: body, span: bodySpan)
                case .keyword(.didSet):
                    result.didSet = AccessorBody(parameterName: parameter ?? "oldValue", body: body, span: bodySpan)
                default:
                    _ = unsupported("'\(accessor.accessorSpecifier.text)' accessors are not supported in scene files",
                                    accessor.accessorSpecifier)
                    return nil
                }
            }
            if result.getter == nil, result.setter != nil, let list = accessorBlock?.accessors {
                report(.runtime("variable with a setter must also have a getter", at: span(list)))
                return nil
            }
        case nil:
            break
        }
        return result
    }

    private func initializer(_ node: InitializerDeclSyntax) -> InitializerDecl? {
        withGenericParameters(node.genericParameterClause) {
            if let effects = node.signature.effectSpecifiers, effects.asyncSpecifier != nil {
                _ = unsupported("'async' initializers are not supported in scene files", effects)
                return nil
            }
            guard let body = node.body, let parameters = parameters(node.signature.parameterClause.parameters) else {
                return nil
            }
            return InitializerDecl(parameters: parameters, body: block(body), span: span(node.initKeyword),
                                   isConvenience: node.modifiers.contains(.convenience))
        }
    }

    func namespace(_ node: EnumDeclSyntax) -> NamespaceDecl? {
        if let clause = node.inheritanceClause {
            _ = unsupported("enums with raw values or conformances are not supported in scene files", clause)
            return nil
        }
        return withGenericParameters(node.genericParameterClause) {
            namespace(name: node.name, members: node.memberBlock.members, kind: .enumType, conformances: [])
        }
    }

    func namespace(_ node: StructDeclSyntax) -> NamespaceDecl? {
        withGenericParameters(node.genericParameterClause) {
            namespace(name: node.name, members: node.memberBlock.members, kind: .structType,
                      conformances: node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? [])
        }
    }

    private func namespace(name: TokenSyntax, members list: MemberBlockItemListSyntax, kind: NamespaceDecl.Kind,
                           conformances: [TypeRef]) -> NamespaceDecl {
        let owner = MemberOwner.staticOnly("only static members are supported in a scene file's \(kind.rawValue) "
                                               + "('\(name.identifierText)' is used as a namespace)")
        return NamespaceDecl(name: name.identifierText, nameSpan: span(name), kind: kind, conformances: conformances,
                             members: members(list, of: owner))
    }
}

/// The accessors lowered from a property's accessor block.
struct PropertyAccessors {
    var getter: [Stmt]?
    var setter: AccessorBody?
    var willSet: AccessorBody?
    var didSet: AccessorBody?
}

/// What declares a member list, which decides the members it may have.
enum MemberOwner: Equatable {
    case classType
    case extensionBody
    /// A struct or enum used as a namespace: static members only; the message says so.
    case staticOnly(String)

    var allowsInitializers: Bool {
        if case .staticOnly = self { return false }
        return true
    }

    var instanceMemberMessage: String {
        if case .staticOnly(let message) = self { return message }
        return ""
    }

    static func == (lhs: MemberOwner, rhs: MemberOwner) -> Bool {
        switch (lhs, rhs) {
        case (.classType, .classType), (.extensionBody, .extensionBody), (.staticOnly, .staticOnly): true
        default: false
        }
    }
}
