/// A stored (`let`/`var`, `lazy var`) or read-only computed property of a class or namespace.
final class PropertyDecl {
    let name: String
    let nameSpan: SourceSpan
    let isMutable: Bool
    let isLazy: Bool
    let isStatic: Bool
    let isOverride: Bool
    let type: TypeRef?
    let initialValue: Expr?
    /// The body of a read-only computed property.
    let getter: [Stmt]?

    init(name: String, nameSpan: SourceSpan, isMutable: Bool, isLazy: Bool, isStatic: Bool, isOverride: Bool,
         type: TypeRef?, initialValue: Expr?, getter: [Stmt]?) {
        self.name = name
        self.nameSpan = nameSpan
        self.isMutable = isMutable
        self.isLazy = isLazy
        self.isStatic = isStatic
        self.isOverride = isOverride
        self.type = type
        self.initialValue = initialValue
        self.getter = getter
    }
}
