/// A stored (`let`/`var`, `lazy var`) or computed property of a class, struct, enum or extension: a getter, a
/// setter, and `willSet`/`didSet` observers on a stored (or overridden) property.
final class PropertyDecl {
    let name: String
    let nameSpan: SourceSpan
    let isMutable: Bool
    let isLazy: Bool
    let isStatic: Bool
    let isOverride: Bool
    let type: TypeRef?
    let initialValue: Expr?
    /// The body of a computed property's getter.
    let getter: [Stmt]?
    /// A computed property's `set { }` (its parameter is `newValue` unless named).
    let setter: AccessorBody?
    /// `willSet { }` (parameter `newValue`) and `didSet { }` (parameter `oldValue`) of a stored property.
    let willSetObserver: AccessorBody?
    let didSetObserver: AccessorBody?
    /// A property wrapper attribute (`@Published`, an app's `@FormTextField(placeholder: "…")`): its type name and
    /// position.
    let wrapper: (name: String, span: SourceSpan)?
    /// `@IBOutlet`: a storyboard or nib sets it.
    let isOutlet: Bool
    /// `private` or `fileprivate` (not only its setter): no other file can reach it.
    let isPrivate: Bool

    init(name: String, nameSpan: SourceSpan, isMutable: Bool, isLazy: Bool, isStatic: Bool, isOverride: Bool,
         type: TypeRef?, initialValue: Expr?, getter: [Stmt]?, setter: AccessorBody? = nil,
         willSetObserver: AccessorBody? = nil, didSetObserver: AccessorBody? = nil,
         wrapper: (name: String, span: SourceSpan)? = nil, isOutlet: Bool = false, isPrivate: Bool = false) {
        self.name = name
        self.nameSpan = nameSpan
        self.isMutable = isMutable
        self.isLazy = isLazy
        self.isStatic = isStatic
        self.isOverride = isOverride
        self.type = type
        self.initialValue = initialValue
        self.getter = getter
        self.setter = setter
        self.willSetObserver = willSetObserver
        self.didSetObserver = didSetObserver
        self.wrapper = wrapper
        self.isOutlet = isOutlet
        self.isPrivate = isPrivate
    }

    /// Whether the property stores a value (it may still have observers); computed properties do not.
    var isStored: Bool { getter == nil }

    /// Whether it observes changes of a stored property (its own or an inherited one it overrides).
    var hasObservers: Bool { willSetObserver != nil || didSetObserver != nil }
}

/// The body of a `set`, `willSet` or `didSet` accessor and the name its parameter is bound to.
struct AccessorBody {
    let parameterName: String
    let body: [Stmt]
    /// The accessor's keyword (`didSet`).
    let span: SourceSpan
    /// The whole accessor, keyword and body.
    let extent: SourceSpan

    init(parameterName: String, body: [Stmt], span: SourceSpan, extent: SourceSpan? = nil) {
        self.parameterName = parameterName
        self.body = body
        self.span = span
        self.extent = extent ?? span
    }
}
