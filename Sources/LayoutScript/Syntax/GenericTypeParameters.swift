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

    private final class Finder: TypeDeclarationVisitor {
        var byType: [String: Set<String>] = [:]

        override func note(_ declaration: Declaration) {
            guard let clause = declaration.genericParameters else { return }
            let names = clause.parameters.map { $0.name.identifierText }
            byType[declaration.name.identifierText, default: []].formUnion(names)
        }
    }
}
