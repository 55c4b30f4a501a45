/// The names a module's classes are registered under. A class is known by its own name, except a nested class whose
/// name another class of the module shares: that one is known as `Outer.Inner` (`NotePreview.Snapshot` and
/// `UserPreview.Snapshot` are two classes), and code inside `Outer` finds it by its own name.
///
/// ```swift
/// let keys = ClassKeys(statements)
/// keys.key(of: snapshotDecl)   // "NotePreview.Snapshot" when another class is also called Snapshot
/// ```
struct ClassKeys {
    /// How many classes of the module have each simple name.
    private let counts: [String: Int]

    init(_ statements: [Stmt]) {
        var counts: [String: Int] = [:]
        for statement in statements {
            if case .classDeclaration(let decl) = statement { counts[decl.name, default: 0] += 1 }
        }
        self.counts = counts
    }

    /// The name `decl` is registered under.
    func key(of decl: ClassDecl) -> String {
        guard decl.outerName != nil, counts[decl.name, default: 0] > 1 else { return decl.name }
        return decl.qualifiedName
    }

    /// The key of the class an extension's type names: `NotePreview.Snapshot` by that key when the module registers it
    /// so, else by the last name; nil when the module declares no such class.
    static func extendedClassKey(_ type: TypeRef, among declarations: [String: ClassDecl]) -> String? {
        guard case .named(let components, _) = type.erasingGenericArguments else { return nil }
        let last = components[components.count - 1]
        if components.count > 1, case let key = components.suffix(2).joined(separator: "."), declarations[key] != nil {
            return key
        }
        return declarations[last] != nil ? last : nil
    }

    /// The key of the class a superclass reference names: a class nested beside `decl` (`Snapshot` inside
    /// `NotePreview` names `NotePreview.Snapshot`), a qualified one (`NotePreview.Snapshot`), or one by its own
    /// name; nil when the module declares none of these.
    static func superclassKey(_ components: [String], of decl: ClassDecl, among declarations: [String: ClassDecl])
        -> String? {
        var candidates: [String] = []
        if components.count == 1, let outer = decl.outerName { candidates.append("\(outer).\(components[0])") }
        candidates.append(components.suffix(2).joined(separator: "."))
        candidates.append(components[components.count - 1])
        return candidates.first { declarations[$0] != nil }
    }
}
