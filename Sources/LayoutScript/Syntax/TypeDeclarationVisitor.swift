import SwiftSyntax

/// Visits every class, struct and enum a file declares, nested ones too, but nothing inside function bodies; a
/// subclass reads what it needs from each in ``note(_:)``.
///
/// ```swift
/// final class Names: TypeDeclarationVisitor {
///     var all: [String] = []
///     override func note(_ declaration: TypeDeclarationVisitor.Declaration) { all.append(declaration.name.text) }
/// }
/// ```
class TypeDeclarationVisitor: SyntaxVisitor {
    /// What a type declaration says of itself.
    struct Declaration {
        let name: TokenSyntax
        let attributes: AttributeListSyntax
        let genericParameters: GenericParameterClauseSyntax?
    }

    /// Called for each type declaration, outer ones first.
    func note(_ declaration: Declaration) {}

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        note(Declaration(name: node.name, attributes: node.attributes, genericParameters: node.genericParameterClause))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        note(Declaration(name: node.name, attributes: node.attributes, genericParameters: node.genericParameterClause))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        note(Declaration(name: node.name, attributes: node.attributes, genericParameters: node.genericParameterClause))
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
