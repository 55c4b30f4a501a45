/// An `enum` or `struct` holding only static constants and functions (`enum Metrics { static let inset: CGFloat = 16 }`).
final class NamespaceDecl {
    let name: String
    let nameSpan: SourceSpan
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let nestedNamespaces: [NamespaceDecl]

    init(name: String, nameSpan: SourceSpan, properties: [PropertyDecl], methods: [FunctionDecl],
         nestedNamespaces: [NamespaceDecl]) {
        self.name = name
        self.nameSpan = nameSpan
        self.properties = properties
        self.methods = methods
        self.nestedNamespaces = nestedNamespaces
    }
}
