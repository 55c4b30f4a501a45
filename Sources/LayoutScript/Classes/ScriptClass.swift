/// A class the scene declares, deriving from a UIKit class (`UIView`, `UILabel`, `UIScrollView`,
/// `UIViewController`) directly or through other scene classes. Its instances are ``ScriptedObject``s whose
/// overrides call back into the interpreter.
final class ScriptClass {
    let decl: ClassDecl
    let superclass: ScriptClass?
    let hostBase: HostBase
    let statics: StaticStorage
    /// Members of the extensions of the protocols the class conforms to, used where the class declares none.
    var protocolDefaults = MemberList()

    /// The name the module knows the class by: its own, or `Outer.Inner` for a nested class whose name another class
    /// of the module shares.
    let name: String

    init(decl: ClassDecl, name: String? = nil, superclass: ScriptClass?, hostBase: HostBase) {
        self.decl = decl
        self.name = name ?? decl.name
        self.superclass = superclass
        self.hostBase = hostBase
        statics = StaticStorage(owner: name ?? decl.name, properties: decl.properties.filter(\.isStatic),
                                methods: decl.methods.filter(\.isStatic))
    }

    /// The class along the chain, most derived first, whose static storage declares `name`: a subclass inherits its
    /// superclasses' static and class members (and shares their stored static properties), as in Swift.
    func classDeclaringStatic(_ name: String) -> ScriptClass? {
        var current: ScriptClass? = self
        while let scriptClass = current {
            let statics = scriptClass.statics
            if statics.properties[name] != nil || statics.methods[name] != nil || statics.values[name] != nil {
                return scriptClass
            }
            current = scriptClass.superclass
        }
        return nil
    }

    /// The static storage holding `name`: this class's, or the nearest superclass's that declares it.
    func staticStorage(for name: String) -> StaticStorage {
        (classDeclaringStatic(name) ?? self).statics
    }

    func isSubclass(of other: ScriptClass) -> Bool {
        self === other || superclass?.isSubclass(of: other) == true
    }

    /// The instance property of this name, from this class or the nearest superclass declaring it (or, failing
    /// that, a protocol default).
    func property(named name: String) -> (PropertyDecl, ScriptClass)? {
        propertyDeclarations(named: name).first
    }

    /// Every declaration of an instance property of this name along the class chain, most derived first (an
    /// override before what it overrides), then a protocol default if no class declares it.
    func propertyDeclarations(named name: String) -> [(PropertyDecl, ScriptClass)] {
        var result: [(PropertyDecl, ScriptClass)] = []
        var current: ScriptClass? = self
        while let scriptClass = current {
            if let property = scriptClass.decl.properties.first(where: { $0.name == name && !$0.isStatic }) {
                result.append((property, scriptClass))
            }
            current = scriptClass.superclass
        }
        if result.isEmpty {
            current = self
            while let scriptClass = current {
                if let property = scriptClass.protocolDefaults.properties.first(where: { $0.name == name && !$0.isStatic }) {
                    return [(property, scriptClass)]
                }
                current = scriptClass.superclass
            }
        }
        return result
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
        current = self
        while let scriptClass = current {
            for method in scriptClass.protocolDefaults.methods where method.name == name && !method.isStatic
                && seen.insert(method.selector).inserted {
                result.append((method, scriptClass))
            }
            current = scriptClass.superclass
        }
        return result
    }

    /// The `private`/`fileprivate` instance methods of this name the class itself declares: its own code calls these
    /// whatever the instance's class (a private method is final and hidden from subclasses).
    func privateMethods(named name: String) -> [(FunctionDecl, ScriptClass)] {
        decl.methods.filter { $0.name == name && $0.isPrivate && !$0.isStatic }.map { ($0, self) }
    }

    /// The method with this selector, from this class or the nearest superclass.
    func method(selector: String) -> (FunctionDecl, ScriptClass)? {
        if let method = decl.methods.first(where: { $0.selector == selector && !$0.isStatic }) { return (method, self) }
        return superclass?.method(selector: selector)
    }

    /// The names of the protocols the class and its superclasses declare conformance to.
    var conformanceNames: [String] {
        decl.conformances.compactMap(\.simpleName) + (superclass?.conformanceNames ?? [])
    }

    func hasInstanceMember(_ name: String) -> Bool {
        property(named: name) != nil || !methods(named: name).isEmpty
    }

    /// Every instance member name, for suggestions.
    var memberNames: [String] {
        decl.properties.filter { !$0.isStatic }.map(\.name) + decl.methods.filter { !$0.isStatic }.map(\.name)
            + protocolDefaults.methods.map(\.name) + protocolDefaults.properties.map(\.name)
            + (superclass?.memberNames ?? [])
    }
}
