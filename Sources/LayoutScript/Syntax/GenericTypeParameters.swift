import SwiftSyntax

/// The generic parameters of each generic class, struct and enum a module declares (`LRUCache<Key: Hashable, Value>`),
/// by type name, found in every file before any is lowered: an extension in another file
/// (`extension LRUCache { func removeValue(forKey key: Key) }`) uses them, and they are erased there as in the
/// declaration, rather than read as another type of the same name (`Localization.Key`).
///
/// ```swift
/// let generics = GenericTypeParameters(files: trees)
/// generics.parameters(of: "LRUCache") // ["Key", "Value"]
/// ```
struct GenericTypeParameters {
    private var byType: [String: Set<String>] = [:]

    init() {}

    init(files: [SourceFileSyntax]) {
        let finder = Finder(viewMode: .sourceAccurate)
        for file in files { finder.walk(file) }
        byType = finder.byType
    }

    /// The generic parameter names of the type named `name` (empty when it declares none).
    func parameters(of name: String) -> Set<String> { byType[name] ?? [] }

    private final class Finder: SyntaxVisitor {
        var byType: [String: Set<String>] = [:]

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name, node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name, node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            note(node.name, node.genericParameterClause)
            return .visitChildren
        }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func note(_ name: TokenSyntax, _ clause: GenericParameterClauseSyntax?) {
            guard let clause else { return }
            byType[name.identifierText, default: []].formUnion(clause.parameters.map { $0.name.identifierText })
        }
    }
}
