import SwiftSyntax

extension Lowering {
    /// `extension Type: Protocol where … { members }`; generic `where` clauses are ignored.
    func extensionDeclaration(_ node: ExtensionDeclSyntax) -> ExtensionDecl {
        let conformances = node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? []
        let extended = node.extendedType.trimmedDescription
        let generic = node.extendedType.as(IdentifierTypeSyntax.self).map { genericTypes.parameters(of: $0.name.identifierText) }
        genericParameters.append(Self.standardLibraryGenericParameters[extended] ?? generic ?? [])
        defer { genericParameters.removeLast() }
        return ExtensionDecl(extendedType: type(node.extendedType), conformances: conformances,
                             members: members(node.memberBlock.members, of: .extensionBody),
                             span: span(node.extensionKeyword))
    }

    /// The generic parameters and associated types the members of an extension of a standard library type name
    /// (`extension Array { subscript(safe index: Int) -> Element? }`), erased like a declaration's own.
    static let standardLibraryGenericParameters: [String: Set<String>] = [
        "Array": ["Element", "Index"], "Collection": ["Element", "Index"], "Sequence": ["Element"],
        "RandomAccessCollection": ["Element", "Index"], "MutableCollection": ["Element", "Index"],
        "Set": ["Element"], "Dictionary": ["Key", "Value", "Element", "Index"], "Optional": ["Wrapped"],
    ]

    /// `protocol Name: Parent { requirements }`: the requirements are declarations without bodies and are not kept.
    func protocolDeclaration(_ node: ProtocolDeclSyntax) -> ProtocolDecl {
        ProtocolDecl(name: node.name.identifierText, nameSpan: span(node.name),
                     inherited: node.inheritanceClause?.inheritedTypes.map { type($0.type) } ?? [])
    }

    /// `typealias Name = Type`; a generic one (`typealias Handler<T> = (T) -> Void`) with its parameters erased to
    /// `Any`, as a generic declaration's are, so `Handler<String>` is `(Any) -> Void`.
    func typeAlias(_ node: TypeAliasDeclSyntax) -> TypeAliasDecl? {
        withGenericParameters(node.genericParameterClause) {
            TypeAliasDecl(name: node.name.identifierText, nameSpan: span(node.name), type: type(node.initializer.value))
        }
    }

    /// Runs `body` with the generic parameters of a declaration erased to `Any` in the types it lowers.
    func withGenericParameters<T>(_ clause: GenericParameterClauseSyntax?, _ body: () -> T) -> T {
        guard let clause else { return body() }
        genericParameters.append(Set(clause.parameters.map { $0.name.identifierText }))
        defer { genericParameters.removeLast() }
        return body()
    }

    /// Whether a type name is a generic parameter of an enclosing declaration.
    func isGenericParameter(_ name: String) -> Bool {
        genericParameters.contains { $0.contains(name) }
    }
}
