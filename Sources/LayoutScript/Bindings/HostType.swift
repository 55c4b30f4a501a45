/// A LayoutScene or Foundation type a scene can use, with its members: a row of the binding table. Adding a
/// member to the scene language is one line in the type's binding file (see ``HostRegistry``).
final class HostType: @unchecked Sendable {
    /// The name used in messages: the UIKit spelling (`UIView`, `UIColor`, `CGFloat`).
    let name: String
    /// Other names a scene may write (`View`, `Color`).
    let aliases: [String]
    let parent: HostType?
    unowned let registry: HostRegistry
    /// Whether values are copied (structs and enums) rather than shared (classes).
    let isValueType: Bool
    let matches: (Any) -> Bool
    var initializers: [HostFunction] = []
    var properties: [String: HostProperty] = [:]
    var methods: [String: [HostFunction]] = [:]
    var staticValues: [String: Value] = [:]
    /// The names of methods that change a struct receiver (see ``mutatingMethod(_:_:defaults:_:)``).
    var mutatingMethodNames: Set<String> = []
    /// Static constants worked out on first use (an enum's case names); ``staticValues`` win over them.
    let deferredConstants = DeferredConstants()
    /// Static properties whose value depends on the scene being run (`UIScreen.main`, `DispatchQueue.main`).
    var staticProperties: [String: (Interpreter) -> Value] = [:]
    var staticMethods: [String: [HostFunction]] = [:]
    var nestedTypes: [String: HostType] = [:]
    /// A static member of any name not otherwise declared (Xcode's generated asset symbols, `ColorResource.gray8`).
    var anyStaticMember: ((String) -> Value)?
    /// Turns a number literal into a value of this type (`let p: UILayoutPriority = 750`).
    var fromNumber: ((Double) -> Any)?
    /// Turns a string into a value of this type (`"Hi" as NSString`, a Swift 3 attribute name as a key).
    var fromString: ((String) -> Any)?
    /// For a C enum, its case of an Objective-C integer (`[UIButton buttonWithType:0]`; nil for a value it lacks).
    var fromCValue: ((Int) -> Any?)?
    /// For an option set, the union of options given as an array literal (nil when one is not of the type).
    var fromOptions: (([Any]) -> Any?)?

    init(name: String, aliases: [String], parent: HostType?, registry: HostRegistry, isValueType: Bool,
         matches: @escaping (Any) -> Bool) {
        self.name = name
        self.registry = registry
        self.aliases = aliases
        self.parent = parent
        self.isValueType = isValueType
        self.matches = matches
    }

    /// How many ancestors the type has; more specific types are tried first when classifying a value.
    var depth: Int { parent.map { $0.depth + 1 } ?? 0 }

    func isSubtype(of other: HostType) -> Bool {
        self === other || parent?.isSubtype(of: other) == true
    }

    func property(named name: String) -> HostProperty? {
        properties[name] ?? parent?.property(named: name)
    }

    /// The overloads of the nearest type declaring a method of this name.
    func methods(named name: String) -> [HostFunction] {
        methods[name] ?? parent?.methods(named: name) ?? []
    }

    /// Whether the method of this name changes its struct receiver.
    func mutatesReceiver(_ name: String) -> Bool {
        mutatingMethodNames.contains(name) || parent?.mutatesReceiver(name) == true
    }

    func staticValue(named name: String) -> Value? {
        staticValues[name] ?? deferredConstants.value(named: name) ?? parent?.staticValue(named: name)
    }

    func staticMethods(named name: String) -> [HostFunction] {
        staticMethods[name] ?? parent?.staticMethods(named: name) ?? []
    }

    /// Every instance member name, for suggestions.
    var instanceMemberNames: [String] {
        Array(properties.keys) + Array(methods.keys) + (parent?.instanceMemberNames ?? [])
    }

    /// Every static member name, for suggestions.
    var staticMemberNames: [String] {
        Array(staticValues.keys) + deferredConstants.names + Array(staticProperties.keys) + Array(staticMethods.keys) + Array(nestedTypes.keys) + (parent?.staticMemberNames ?? [])
    }
}

/// What a host struct's `mutating` method returns: its result and the changed receiver, which the interpreter
/// stores back where the receiver came from.
struct MutatedHostValue {
    let result: Value
    let receiver: Any
}

/// A property of a host type: its type, a getter and, if settable, a setter returning the updated receiver
/// (the same object for classes, a changed copy for structs).
struct HostProperty {
    let type: ScriptType
    let get: (Any) throws -> Value
    let set: ((Any, Value) throws -> Any)?
    /// Setting it names the view or guide (`name`, `accessibilityIdentifier`).
    let namesItem: Bool
    /// For a property UIKit marks `null_resettable` (`UILabel.font`, an implicitly unwrapped `UIFont!` in Swift):
    /// the value assigning nil sets, UIKit's default.
    var resetValue: (() -> Value)?
    /// For a property UIKit declares `weak` (a `delegate`, a `dataSource`): it points back at an object something
    /// else holds, so setting it does not name that object.
    var isWeak = false
}

/// An initializer, method or static method of a host type.
struct HostFunction {
    let name: String
    let parameters: [HostParameter]
    let body: (HostCall) throws -> Value
    /// The parameter types for a receiver, when they depend on it (a generic struct's element types, which
    /// `.member` shorthand in the arguments needs); nil keeps the parameters' own.
    var receiverTypedParameters: ((Value) -> [ScriptType]?)?

    var selector: String { Selector.text(name, parameters.map(\.label)) }
}

/// One parameter of a host function.
struct HostParameter {
    let label: String?
    let type: ScriptType
    let hasDefault: Bool
    let isVariadic: Bool
}
