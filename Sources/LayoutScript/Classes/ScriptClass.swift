/// A class the scene declares, deriving from a UIKit class (`UIView`, `UILabel`, `UIScrollView`,
/// `UIViewController`) directly or through other scene classes. Its instances are ``ScriptedObject``s whose
/// overrides call back into the interpreter.
final class ScriptClass {
    let decl: ClassDecl
    let superclass: ScriptClass?
    let hostBase: HostBase
    let statics: StaticStorage

    init(decl: ClassDecl, superclass: ScriptClass?, hostBase: HostBase) {
        self.decl = decl
        self.superclass = superclass
        self.hostBase = hostBase
        statics = StaticStorage(owner: decl.name, properties: decl.properties.filter(\.isStatic),
                                methods: decl.methods.filter(\.isStatic))
    }

    var name: String { decl.name }

    func isSubclass(of other: ScriptClass) -> Bool {
        self === other || superclass?.isSubclass(of: other) == true
    }

    /// The instance property of this name, from this class or the nearest superclass declaring it.
    func property(named name: String) -> (PropertyDecl, ScriptClass)? {
        if let property = decl.properties.first(where: { $0.name == name && !$0.isStatic }) { return (property, self) }
        return superclass?.property(named: name)
    }

    /// The instance methods of this name, most derived first, one per selector (overrides hide what they override).
    func methods(named name: String) -> [(FunctionDecl, ScriptClass)] {
        var seen = Set<String>()
        var result: [(FunctionDecl, ScriptClass)] = []
        var current: ScriptClass? = self
        while let scriptClass = current {
            for method in scriptClass.decl.methods where method.name == name && !method.isStatic
                && seen.insert(method.selector).inserted {
                result.append((method, scriptClass))
            }
            current = scriptClass.superclass
        }
        return result
    }

    /// The method with this selector, from this class or the nearest superclass.
    func method(selector: String) -> (FunctionDecl, ScriptClass)? {
        if let method = decl.methods.first(where: { $0.selector == selector && !$0.isStatic }) { return (method, self) }
        return superclass?.method(selector: selector)
    }

    func hasInstanceMember(_ name: String) -> Bool {
        property(named: name) != nil || !methods(named: name).isEmpty
    }

    /// Every instance member name, for suggestions.
    var memberNames: [String] {
        decl.properties.filter { !$0.isStatic }.map(\.name) + decl.methods.filter { !$0.isStatic }.map(\.name)
            + (superclass?.memberNames ?? [])
    }
}

/// The UIKit class at the root of a scene class's hierarchy, and how to make the object standing for an instance.
enum HostBase {
    case view, label, scrollView, viewController

    /// The base a superclass name stands for, if it is one a scene class may derive from.
    static func named(_ name: String) -> HostBase? {
        switch name {
        case "UIView", "View": .view
        case "UILabel", "Label": .label
        case "UIScrollView", "ScrollView": .scrollView
        case "UIViewController", "ViewController": .viewController
        default: nil
        }
    }

    var isView: Bool { self != .viewController }

    /// The initializer selectors the base class offers to `super.init(…)` and to subclasses declaring none.
    var initializerSelectors: [String] {
        isView ? ["init()", "init(frame:)"] : ["init()", "init(nibName:bundle:)"]
    }

    /// The overridable members of the base class: `override` must name one of these (or a scene superclass member).
    var overridableSelectors: Set<String> {
        switch self {
        case .viewController:
            ["loadView()", "viewDidLoad()", "viewWillAppear(_:)", "viewDidAppear(_:)", "updateViewConstraints()",
             "viewWillLayoutSubviews()", "viewDidLayoutSubviews()"]
        case .view, .label, .scrollView:
            ["intrinsicContentSize"]
        }
    }

    func makeObject(for instance: ScriptInstance, interpreter: Interpreter) -> any ScriptedObject {
        switch self {
        case .view: ScriptedView(instance: instance, interpreter: interpreter)
        case .label: ScriptedLabel(instance: instance, interpreter: interpreter)
        case .scrollView: ScriptedScrollView(instance: instance, interpreter: interpreter)
        case .viewController: ScriptedViewController(instance: instance, interpreter: interpreter)
        }
    }
}

/// The stored properties of one instance of a scene class.
final class ScriptInstance {
    let scriptClass: ScriptClass
    var storage: [String: Variable] = [:]
    /// `lazy var` properties not read yet, with the class declaring them.
    var pendingLazy: [String: (PropertyDecl, ScriptClass)] = [:]

    init(scriptClass: ScriptClass) {
        self.scriptClass = scriptClass
    }
}

/// A namespace the scene declares: an `enum` or `struct` with only static members.
final class Namespace {
    let decl: NamespaceDecl
    let statics: StaticStorage
    let nested: [String: Namespace]

    init(decl: NamespaceDecl) {
        self.decl = decl
        statics = StaticStorage(owner: decl.name, properties: decl.properties, methods: decl.methods)
        nested = Dictionary(decl.nestedNamespaces.map { ($0.name, Namespace(decl: $0)) }, uniquingKeysWith: { a, _ in a })
    }

    var name: String { decl.name }
}

/// Static properties (initialized lazily on first use, as Swift does) and static methods of a class or namespace.
final class StaticStorage {
    let owner: String
    let properties: [String: PropertyDecl]
    let methods: [String: [FunctionDecl]]
    var values: [String: Variable] = [:]
    /// Properties whose initializer is running, to report a cycle instead of recursing forever.
    var initializing: Set<String> = []

    init(owner: String, properties: [PropertyDecl], methods: [FunctionDecl]) {
        self.owner = owner
        self.properties = Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.methods = Dictionary(grouping: methods, by: \.name)
    }

    var names: [String] { Array(properties.keys) + Array(methods.keys) }
}
