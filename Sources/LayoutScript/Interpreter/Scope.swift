/// A variable: its value (nil until a `let x: T` is assigned), whether it may change, its type, and how strongly
/// binding a view to it names the view.
final class Variable {
    var value: Value?
    let isMutable: Bool
    let type: ScriptType?
    let naming: NamingStrength

    init(value: Value?, isMutable: Bool, type: ScriptType?, naming: NamingStrength) {
        self.value = value
        self.isMutable = isMutable
        self.type = type
        self.naming = naming
    }
}

/// A lexical scope: the file's globals, a function or closure body, a block. Method scopes carry `self`, so
/// names not found in inner scopes are looked up as members of `self` before the globals.
final class Scope {
    let parent: Scope?
    let receiver: ScriptReceiver?
    /// What `return` converts its value to, in a function or closure body.
    let returnType: ScriptType?
    private(set) var variables: [String: Variable] = [:]
    /// How strongly binding a view to a variable declared here names it.
    let naming: NamingStrength
    /// The class whose stored property initializer runs here: its instance members are not available yet.
    let propertyInitializerClass: ScriptClass?

    init(parent: Scope?, receiver: ScriptReceiver? = nil, returnType: ScriptType? = nil, naming: NamingStrength,
         propertyInitializerClass: ScriptClass? = nil) {
        self.parent = parent
        self.receiver = receiver
        self.returnType = returnType
        self.naming = naming
        self.propertyInitializerClass = propertyInitializerClass
    }

    /// The class whose stored property initializer this scope, or one it is nested in, belongs to.
    var enclosingPropertyInitializerClass: ScriptClass? {
        var current: Scope? = self
        while let scope = current {
            if let found = scope.propertyInitializerClass { return found }
            current = scope.parent
        }
        return nil
    }

    /// A child block scope (an `if` or loop body), inheriting the return type.
    func child() -> Scope {
        Scope(parent: self, returnType: returnType, naming: .local)
    }

    func declare(_ name: String, _ variable: Variable) {
        variables[name] = variable
    }

    func lookupHere(_ name: String) -> Variable? {
        variables[name]
    }

    /// The nearest enclosing `self`.
    var currentReceiver: ScriptReceiver? {
        receiver ?? parent?.currentReceiver
    }

    /// Whether this is the file's global scope.
    var isGlobal: Bool { parent == nil }
}

/// How strongly a binding names an unnamed view: a local variable names it until a stored property, global or
/// array bound later gives a better name.
enum NamingStrength: Int, Comparable {
    case local = 0
    case stored = 1

    static func < (lhs: NamingStrength, rhs: NamingStrength) -> Bool { lhs.rawValue < rhs.rawValue }
}
