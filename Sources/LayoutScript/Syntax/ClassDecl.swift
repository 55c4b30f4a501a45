/// A `class` deriving from a UIKit class or another scene class.
final class ClassDecl {
    let name: String
    let nameSpan: SourceSpan
    let superclass: TypeRef?
    let properties: [PropertyDecl]
    let methods: [FunctionDecl]
    let initializers: [InitializerDecl]
    let nestedNamespaces: [NamespaceDecl]

    init(name: String, nameSpan: SourceSpan, superclass: TypeRef?, properties: [PropertyDecl],
         methods: [FunctionDecl], initializers: [InitializerDecl], nestedNamespaces: [NamespaceDecl]) {
        self.name = name
        self.nameSpan = nameSpan
        self.superclass = superclass
        self.properties = properties
        self.methods = methods
        self.initializers = initializers
        self.nestedNamespaces = nestedNamespaces
    }
}
