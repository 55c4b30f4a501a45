/// An `enum` or `struct` the scene declares: its cases (an enum's), members and conformances (an enum's raw-value
/// type comes first). Members of its extensions are added to it when the file's declarations are registered.
final class NamespaceDecl {
    let name: String
    let nameSpan: SourceSpan
    let kind: Kind
    var conformances: [TypeRef]
    var members: MemberList
    let cases: [EnumCaseDecl]

    enum Kind: String {
        case structType = "struct"
        case enumType = "enum"
    }

    init(name: String, nameSpan: SourceSpan, kind: Kind, conformances: [TypeRef], members: MemberList,
         cases: [EnumCaseDecl] = []) {
        self.cases = cases
        self.name = name
        self.nameSpan = nameSpan
        self.kind = kind
        self.conformances = conformances
        self.members = members
    }

    /// A copy a load may extend without changing the lowered module (see ``ClassDecl/registrationCopy()``).
    ///
    /// ```swift
    /// let registered = decl.registrationCopy()
    /// ```
    func registrationCopy() -> NamespaceDecl {
        NamespaceDecl(name: name, nameSpan: nameSpan, kind: kind, conformances: conformances,
                      members: members.registrationCopy(), cases: cases)
    }

    var properties: [PropertyDecl] { members.properties }
    var methods: [FunctionDecl] { members.methods }
    var nestedNamespaces: [NamespaceDecl] { members.namespaces }
}
