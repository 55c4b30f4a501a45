/// Members that a scene's extensions add to a type the scene does not declare — a UIKit type (`extension UIView`),
/// a Swift type (`extension String`, `extension CGFloat`) — with the protocols the extensions conform it to.
/// Extensions of the scene's own classes, structs and enums are merged into their declarations instead.
final class ExtensionMembers {
    var methods: [FunctionDecl] = []
    /// Computed instance properties (extensions cannot add stored ones).
    var properties: [PropertyDecl] = []
    var initializers: [InitializerDecl] = []
    let statics: StaticStorage
    var conformances: Set<String> = []

    init(typeName: String) {
        statics = StaticStorage(owner: typeName, properties: [], methods: [])
    }

    func add(_ members: MemberList) {
        methods += members.methods.filter { !$0.isStatic }
        properties += members.properties.filter { !$0.isStatic }
        initializers += members.initializers
        statics.add(properties: members.properties.filter(\.isStatic), methods: members.methods.filter(\.isStatic))
    }

    func methods(named name: String) -> [FunctionDecl] { methods.filter { $0.name == name } }

    func property(named name: String) -> PropertyDecl? { properties.first { $0.name == name } }
}

/// How extensions of Swift's own types are keyed: `CGFloat`, `Double` and `Float` share one set of members, as
/// the scene language keeps one floating-point kind.
enum TypeExtensions {
    static func key(forTypeNamed name: String) -> String {
        switch name {
        case "CGFloat", "Double", "Float": "Double"
        default: name
        }
    }

    /// The keys whose extensions apply to a Swift value, most specific first; nil for values of other kinds.
    static func builtinKeys(of value: Value) -> [String] {
        switch value {
        case .string: ["String"]
        case .int: ["Int"]
        case .double: ["Double"]
        case .bool: ["Bool"]
        case .array: ["Array"]
        case .set: ["Set"]
        default: []
        }
    }
}
