/// A struct or enum the scene declares: its static members (also when it is only a namespace), its cases, raw
/// values and instance members.
final class Namespace {
    let decl: NamespaceDecl
    let statics: StaticStorage
    let nested: [String: Namespace]
    /// The raw-value type of an enum (`enum Tab: Int`), resolved when the file's declarations are registered.
    var rawType: ScriptType?
    /// Raw values computed so far, by case name.
    var rawValues: [String: Value] = [:]
    /// Members of the extensions of the protocols it conforms to, used where it declares none.
    var protocolDefaults = MemberList()

    init(decl: NamespaceDecl) {
        self.decl = decl
        statics = StaticStorage(owner: decl.name, properties: decl.properties.filter(\.isStatic),
                                methods: decl.methods.filter(\.isStatic))
        nested = Dictionary(decl.nestedNamespaces.map { ($0.name, Namespace(decl: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    var name: String { decl.name }
    var isEnum: Bool { decl.kind == .enumType }
    var cases: [EnumCaseDecl] { decl.cases }

    /// The stored instance properties of a struct, in declaration order.
    var storedProperties: [PropertyDecl] { decl.properties.filter { !$0.isStatic && $0.isStored } }

    func instanceProperty(named name: String) -> PropertyDecl? {
        decl.properties.first { !$0.isStatic && $0.name == name }
            ?? protocolDefaults.properties.first { !$0.isStatic && $0.name == name }
    }

    func instanceMethods(named name: String) -> [FunctionDecl] {
        let own = decl.methods.filter { !$0.isStatic && $0.name == name }
        let selectors = Set(own.map(\.selector))
        return own + protocolDefaults.methods.filter { !$0.isStatic && $0.name == name && !selectors.contains($0.selector) }
    }

    var conformanceNames: [String] { decl.conformances.compactMap(\.simpleName) }

    /// Every instance member name, for suggestions.
    var memberNames: [String] {
        decl.properties.filter { !$0.isStatic }.map(\.name) + decl.methods.filter { !$0.isStatic }.map(\.name)
            + (isEnum && rawType != nil ? ["rawValue"] : [])
    }
}
