/// Static properties (initialized lazily on first use, as Swift does) and static methods of a class or namespace.
final class StaticStorage {
    let owner: String
    private(set) var properties: [String: PropertyDecl]
    private(set) var methods: [String: [FunctionDecl]]
    var values: [String: Variable] = [:]
    /// Properties whose initializer is running, to report a cycle instead of recursing forever.
    var initializing: Set<String> = []

    init(owner: String, properties: [PropertyDecl], methods: [FunctionDecl]) {
        self.owner = owner
        self.properties = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.methods = Dictionary(grouping: methods, by: \.name)
    }

    /// Adds the static members of an extension.
    func add(properties added: [PropertyDecl], methods addedMethods: [FunctionDecl]) {
        for property in added where properties[property.name] == nil { properties[property.name] = property }
        for method in addedMethods { methods[method.name, default: []].append(method) }
    }

    var names: [String] { Array(properties.keys) + Array(methods.keys) }
}
