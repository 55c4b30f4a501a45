/// A namespace the scene declares: an `enum` or `struct` with only static members.
final class Namespace {
    let decl: NamespaceDecl
    let statics: StaticStorage
    let nested: [String: Namespace]

    init(decl: NamespaceDecl) {
        self.decl = decl
        statics = StaticStorage(owner: decl.name, properties: decl.properties, methods: decl.methods)
        nested = Dictionary(decl.nestedNamespaces.map { ($0.name, Namespace(decl: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    var name: String { decl.name }
}
