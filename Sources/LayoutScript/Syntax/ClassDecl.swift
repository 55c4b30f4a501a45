/// A `class` deriving from a UIKit class or another scene class. Members of its extensions are added to it when
/// the file's declarations are registered.
final class ClassDecl {
    let name: String
    let nameSpan: SourceSpan
    let superclass: TypeRef?
    /// The protocols after the superclass in the inheritance list (and those its extensions add).
    var conformances: [TypeRef]
    var members: MemberList

    init(name: String, nameSpan: SourceSpan, superclass: TypeRef?, conformances: [TypeRef], members: MemberList) {
        self.name = name
        self.nameSpan = nameSpan
        self.superclass = superclass
        self.conformances = conformances
        self.members = members
    }

    var properties: [PropertyDecl] { members.properties }
    var methods: [FunctionDecl] { members.methods }
    var initializers: [InitializerDecl] { members.initializers }
    var nestedNamespaces: [NamespaceDecl] { members.namespaces }
}

/// The members a type body or extension declares.
struct MemberList {
    var properties: [PropertyDecl] = []
    var methods: [FunctionDecl] = []
    var initializers: [InitializerDecl] = []
    var namespaces: [NamespaceDecl] = []
    /// `typealias Name = Type` among the members (visible by name throughout the file).
    var typeAliases: [TypeAliasDecl] = []

    /// Adds an extension's members.
    mutating func add(_ other: MemberList) {
        properties += other.properties
        methods += other.methods
        initializers += other.initializers
        namespaces += other.namespaces
        typeAliases += other.typeAliases
    }
}
