/// `extension Type: Protocol { … }`: members added to a scene type, a UIKit type, a Swift type (`String`, `CGFloat`)
/// or a protocol (default implementations).
final class ExtensionDecl {
    let extendedType: TypeRef
    let conformances: [TypeRef]
    let members: MemberList
    let span: SourceSpan

    init(extendedType: TypeRef, conformances: [TypeRef], members: MemberList, span: SourceSpan) {
        self.extendedType = extendedType
        self.conformances = conformances
        self.members = members
        self.span = span
    }

    /// How many types qualify the extended one: 0 for `extension Card`, 1 for `extension Card.Style`.
    var qualifierDepth: Int {
        guard case .named(let components, _) = extendedType.erasingGenericArguments else { return 0 }
        return components.count - 1
    }
}

/// `typealias Name = Type`.
struct TypeAliasDecl {
    let name: String
    let nameSpan: SourceSpan
    let type: TypeRef
}

/// `protocol Name: Parent { requirements }`: a type a scene can name, conform to and extend. Requirements are not
/// checked; methods of its extensions are the defaults of conforming types.
final class ProtocolDecl {
    let name: String
    let nameSpan: SourceSpan
    let inherited: [TypeRef]

    init(name: String, nameSpan: SourceSpan, inherited: [TypeRef]) {
        self.name = name
        self.nameSpan = nameSpan
        self.inherited = inherited
    }
}
