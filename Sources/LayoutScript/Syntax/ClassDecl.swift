/// A `class` deriving from a UIKit class or another scene class. Members of its extensions are added to it when
/// the file's declarations are registered.
final class ClassDecl {
    let name: String
    let nameSpan: SourceSpan
    let superclass: TypeRef?
    /// The name of the type whose body or extension declares the class (`NotePreview` for `NotePreview.Snapshot`),
    /// nil for a class at file level or inside a function.
    let outerName: String?
    /// The protocols after the superclass in the inheritance list (and those its extensions add).
    var conformances: [TypeRef]
    var members: MemberList

    init(name: String, nameSpan: SourceSpan, superclass: TypeRef?, conformances: [TypeRef], members: MemberList,
         outerName: String? = nil) {
        self.name = name
        self.outerName = outerName
        self.nameSpan = nameSpan
        self.superclass = superclass
        self.conformances = conformances
        self.members = members
    }

    var properties: [PropertyDecl] { members.properties }
    var methods: [FunctionDecl] { members.methods }
    var initializers: [InitializerDecl] { members.initializers }
    var nestedNamespaces: [NamespaceDecl] { members.namespaces }

    /// A copy whose members and conformances a load may extend (with its extensions' members) without changing the
    /// lowered module other loads share; its nested structs and enums are copied too, and its functions are shared.
    ///
    /// ```swift
    /// let registered = decl.registrationCopy()
    /// registered.members.add(extensionMembers)   // decl is unchanged
    /// ```
    func registrationCopy() -> ClassDecl {
        ClassDecl(name: name, nameSpan: nameSpan, superclass: superclass, conformances: conformances,
                  members: members.registrationCopy(), outerName: outerName)
    }

    /// `Outer.Inner` for a nested class, else the name.
    var qualifiedName: String { outerName.map { "\($0).\(name)" } ?? name }
}

/// The members a type body or extension declares.
struct MemberList {
    var properties: [PropertyDecl] = []
    var methods: [FunctionDecl] = []
    var initializers: [InitializerDecl] = []
    var namespaces: [NamespaceDecl] = []
    /// `typealias Name = Type` among the members (visible by name throughout the file).
    var typeAliases: [TypeAliasDecl] = []

    /// The members with each nested struct and enum copied (see ``ClassDecl/registrationCopy()``).
    func registrationCopy() -> MemberList {
        var copy = self
        copy.namespaces = namespaces.map { $0.registrationCopy() }
        return copy
    }

    /// Adds an extension's members.
    mutating func add(_ other: MemberList) {
        properties += other.properties
        methods += other.methods
        initializers += other.initializers
        namespaces += other.namespaces
        typeAliases += other.typeAliases
    }
}
