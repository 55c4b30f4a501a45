import SwiftSyntax

extension Lowering {
    func classDeclaration(_ node: ClassDeclSyntax) -> ClassDecl? {
        withGenericParameters(node.genericParameterClause) {
            let inherited = node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? []
            return ClassDecl(name: node.name.identifierText, nameSpan: span(node.name), superclass: inherited.first,
                             conformances: Array(inherited.dropFirst()),
                             members: members(node.memberBlock.members, of: .classType),
                             outerName: Self.enclosingTypeName(of: node))
        }
    }

    /// The simple name of the type whose body or extension declares `node` (`Snapshot` for a class in
    /// `extension NotePreview.Snapshot`), nil at file level or inside a function or closure.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if parent.is(CodeBlockSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                return nil
            }
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.identifierText }
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.identifierText }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.identifierText }
            if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.identifierText }
            if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
                let written = extensionDecl.extendedType.trimmedDescription
                let erased = written.split(separator: "<").first.map(String.init) ?? written
                return erased.split(separator: ".").last.map(String.init)
            }
            current = parent.parent
        }
        return nil
    }

    /// The members of a type body or extension, with `#if` resolved and `deinit` dropped (it never runs).
    func members(_ list: MemberBlockItemListSyntax, of owner: MemberOwner) -> MemberList {
        var result = MemberList()
        for decl in activeMembers(list) {
            if let variable = decl.as(VariableDeclSyntax.self) {
                result.properties += properties(variable)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                if let lowered = self.function(function) { result.methods.append(lowered) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                if let lowered = self.initializer(initializer) { result.initializers.append(lowered) }
            } else if let enumDeclaration = decl.as(EnumDeclSyntax.self) {
                if let lowered = namespace(enumDeclaration) { result.namespaces.append(lowered) }
            } else if let structDeclaration = decl.as(StructDeclSyntax.self) {
                if let lowered = namespace(structDeclaration) { result.namespaces.append(lowered) }
            } else if let nestedClass = decl.as(ClassDeclSyntax.self) {
                if let lowered = classDeclaration(nestedClass) { hoistedClasses.append(lowered) }
            } else if let nestedActor = decl.as(ActorDeclSyntax.self) {
                hoistedClasses.append(actorDeclaration(nestedActor))
            } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
                if let lowered = typeAlias(alias) { result.typeAliases.append(lowered) }
            } else if let subscriptDeclaration = decl.as(SubscriptDeclSyntax.self) {
                result.methods += subscriptMethods(subscriptDeclaration)
            } else if decl.is(DeinitializerDeclSyntax.self) {
                continue
            } else if decl.is(EnumCaseDeclSyntax.self), owner == .enumBody {
                continue
            } else {
                _ = unsupportedMember(decl)
            }
        }
        return result
    }

    func properties(_ node: VariableDeclSyntax) -> [PropertyDecl] {
        let isMutable = node.bindingSpecifier.tokenKind == .keyword(.var)
        return node.bindings.flatMap { binding -> [PropertyDecl] in
            if let split = tupleProperties(binding, of: node, isMutable: isMutable) { return split }
            if let split = destructuredProperties(binding, of: node, isMutable: isMutable) { return split }
            if let wrapped = wrappedProperties(binding, of: node) { return wrapped }
            return property(binding, of: node, isMutable: isMutable).map { [$0] } ?? []
        }
    }

    /// `var (hours, minutes) = (0, 0)`: one stored property per name, each with its element of the tuple literal
    /// (and of a tuple type annotation). Nil when the binding is not such a pattern.
    private func tupleProperties(_ binding: PatternBindingSyntax, of node: VariableDeclSyntax, isMutable: Bool)
        -> [PropertyDecl]? {
        guard let pattern = binding.pattern.as(TuplePatternSyntax.self),
              let literal = binding.initializer?.value.as(TupleExprSyntax.self),
              literal.elements.count == pattern.elements.count, binding.accessorBlock == nil else { return nil }
        let types = binding.typeAnnotation?.type.as(TupleTypeSyntax.self).map { Array($0.elements) }
        if binding.typeAnnotation != nil, types?.count != pattern.elements.count { return nil }
        var result: [PropertyDecl] = []
        for (index, (element, value)) in zip(pattern.elements, literal.elements).enumerated() {
            guard let name = element.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            result.append(PropertyDecl(name: name.identifier.identifierText, nameSpan: span(name), isMutable: isMutable,
                                       isLazy: false, isStatic: node.modifiers.contains(.static)
                                           || node.modifiers.contains(.class),
                                       isOverride: false, type: types.map { type($0[index].type) },
                                       initialValue: expression(value.expression), getter: nil))
        }
        return result
    }

    /// `private var (codeView, codeBtn) = InputFieldView.codeFieldView(…)`: the value, computed once, is a stored
    /// property named after the pattern (`(codeView, codeBtn)`), and each name a `lazy` property reading its element
    /// of it, as Swift gives each name its element of the one value. Nil when the binding is not such a pattern of
    /// names without a type annotation.
    private func destructuredProperties(_ binding: PatternBindingSyntax, of node: VariableDeclSyntax, isMutable: Bool)
        -> [PropertyDecl]? {
        guard let pattern = binding.pattern.as(TuplePatternSyntax.self), let initializer = binding.initializer,
              binding.typeAnnotation == nil, binding.accessorBlock == nil, !node.modifiers.contains(.static),
              !node.modifiers.contains(.class) else { return nil }
        let names = pattern.elements.compactMap { $0.pattern.as(IdentifierPatternSyntax.self) }
        guard names.count == pattern.elements.count, !names.isEmpty else { return nil }
        let whole = "(" + names.map(\.identifier.identifierText).joined(separator: ", ") + ")"
        let wholeSpan = span(pattern)
        var result = [PropertyDecl(name: whole, nameSpan: wholeSpan, isMutable: false, isLazy: false, isStatic: false,
                                   isOverride: false, type: nil, initialValue: expression(initializer.value),
                                   getter: nil, isPrivate: true)]
        for (index, name) in names.enumerated() {
            let nameSpan = span(name)
            let element = Expr.member(.member(.selfReference(nameSpan), MemberName(name: whole, span: nameSpan)),
                                      MemberName(name: String(index), span: nameSpan))
            result.append(PropertyDecl(name: name.identifier.identifierText, nameSpan: nameSpan, isMutable: isMutable,
                                       isLazy: true, isStatic: false, isOverride: false, type: nil,
                                       initialValue: element, getter: nil,
                                       isPrivate: node.modifiers.hidesFromOtherFiles))
        }
        return result
    }

    private func property(_ binding: PatternBindingSyntax, of node: VariableDeclSyntax, isMutable: Bool)
        -> PropertyDecl? {
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            _ = unsupported("only simple names and tuples of names can be declared as properties in scene files",
                            binding.pattern)
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
                            didSetObserver: accessors.didSet, wrapper: propertyWrapper(node.attributes),
                            isOutlet: node.attributes.contains {
                                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet"
                            }, isPrivate: node.modifiers.hidesFromOtherFiles)
    }

    /// The property wrapper among a property's attributes: any attribute that is not one of Swift's or the
    /// Interface Builder ones (`@objc`, `@IBOutlet`, `@available`, …).
    private func propertyWrapper(_ attributes: AttributeListSyntax) -> (name: String, span: SourceSpan)? {
        let builtIn: Set<String> = [
            "objc", "nonobjc", "objcMembers", "IBOutlet", "IBInspectable", "IBAction", "IBSegueAction", "GKInspectable",
            "NSManaged", "NSCopying", "available", "MainActor", "discardableResult", "inlinable", "usableFromInline",
            "preconcurrency", "Sendable", "dynamicMemberLookup", "frozen", "warn_unqualified_access", "exclusivity",
            "_spi", "backDeployed", "unchecked", "nonisolated", "globalActor", "requires_stored_property_inits",
        ]
        for case .attribute(let attribute) in attributes where !builtIn.contains(attribute.attributeName.trimmedDescription) {
            return (attribute.attributeName.trimmedDescription, span(attribute))
        }
        return nil
    }

    /// A property's `get`/`set`/`willSet`/`didSet` bodies; nil (after reporting) for accessors outside the subset.
    func accessors(_ accessorBlock: AccessorBlockSyntax?) -> PropertyAccessors? {
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
                    result.getter = body
                case .keyword(.set):
                    result.setter = AccessorBody(parameterName: parameter ?? "newValue", body: body, span: bodySpan,
                                                 extent: span(accessor))
                case .keyword(.willSet):
                    result.willSet = AccessorBody(parameterName: parameter ?? "newValue", body: body, span: bodySpan,
                                                 extent: span(accessor))
                case .keyword(.didSet):
                    result.didSet = AccessorBody(parameterName: parameter ?? "oldValue", body: body, span: bodySpan,
                                                 extent: span(accessor))
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
            guard let body = node.body, let parameters = parameters(node.signature.parameterClause.parameters) else {
                return nil
            }
            return InitializerDecl(parameters: parameters, body: block(body), span: span(node.initKeyword),
                                   bodySpan: span(body), isConvenience: node.modifiers.contains(.convenience))
        }
    }

    func namespace(_ node: EnumDeclSyntax) -> NamespaceDecl? {
        withGenericParameters(node.genericParameterClause) {
            NamespaceDecl(name: node.name.identifierText, nameSpan: span(node.name), kind: .enumType,
                          conformances: node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? [],
                          members: members(node.memberBlock.members, of: .enumBody),
                          cases: enumCases(node.memberBlock.members))
        }
    }

    func namespace(_ node: StructDeclSyntax) -> NamespaceDecl? {
        withGenericParameters(node.genericParameterClause) {
            NamespaceDecl(name: node.name.identifierText, nameSpan: span(node.name), kind: .structType,
                          conformances: node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? [],
                          members: members(node.memberBlock.members, of: .structBody))
        }
    }

    /// The cases of an enum body, in order (`case a, b(Int), c = 3`).
    private func enumCases(_ list: MemberBlockItemListSyntax) -> [EnumCaseDecl] {
        activeMembers(list).compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { declaration in
            declaration.elements.map { element in
                let associated = element.parameterClause.map { clause in
                    clause.parameters.map { parameter in
                        FunctionParameter(label: parameter.firstName.flatMap {
                            $0.tokenKind == .wildcard ? nil : $0.identifierText
                        }, name: (parameter.secondName ?? parameter.firstName)?.identifierText ?? "",
                                          type: type(parameter.type),
                                          defaultValue: parameter.defaultValue.map { expression($0.value) })
                    }
                }
                return EnumCaseDecl(name: element.name.identifierText, nameSpan: span(element.name),
                                    associatedValues: associated,
                                    rawValue: element.rawValue.map { expression($0.value) })
            }
        }
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
enum MemberOwner {
    case classType, structBody, enumBody, extensionBody
}
