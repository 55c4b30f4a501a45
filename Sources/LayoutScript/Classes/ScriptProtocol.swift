/// A protocol the scene declares: a type to annotate with and conform to, whose extensions give conforming types
/// default members.
final class ScriptProtocol {
    let decl: ProtocolDecl
    /// The members of the protocol's extensions: defaults for conforming types.
    var defaults = MemberList()

    init(decl: ProtocolDecl) {
        self.decl = decl
    }

    var name: String { decl.name }

    /// The names of the protocols it inherits from, directly.
    var inheritedNames: [String] { decl.inherited.compactMap(\.simpleName) }
}

extension TypeRef {
    /// The last component of a named type (`UIKit.UIView` gives `UIView`); nil for other types.
    var simpleName: String? {
        if case .named(let components, _) = erasingGenericArguments { return components.last }
        return nil
    }
}
