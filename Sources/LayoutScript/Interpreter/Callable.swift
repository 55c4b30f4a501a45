/// Something a scene can call: a closure literal with its captured scope, a `func` (bound to an instance for
/// methods), a host method taken as a value (`views.forEach(card.addSubview)`), or a built-in function.
enum Callable {
    case closure(ClosureLiteral, captured: Scope)
    case function(FunctionDecl, Scope, receiver: ScriptReceiver?)
    case hostMethod(receiver: Value, name: String)
    case builtin(BuiltinFunction)
    /// An enum case with associated values, called to make a value (`.loaded(items)`).
    case enumCase(Namespace, EnumCaseDecl)
    /// An operator used as a function (`reduce(0, +)`, `sorted(by: <)`).
    case operatorFunction(BinaryOperator)
    /// A key path used as a function (`views.map(\.frame)`): reads the property chain of its argument.
    case keyPath([String], SourceSpan)
}

/// The instance (and the class whose method is running) for `self` and `super` inside a method. `self` lives in a
/// box so that a `mutating` method can change a struct value and a convenience initializer of a UIKit type can make
/// it with `self.init(…)`.
struct ScriptReceiver {
    let box: Variable
    let definingClass: ScriptClass?
    /// The UIKit type whose extension initializer is running; `self.init(…)` makes `self` an instance of it.
    var initializingHost: HostType?

    init(value: Value, definingClass: ScriptClass?) {
        box = Variable(value: value, isMutable: true, type: nil, naming: .local)
        self.definingClass = definingClass
    }

    init(box: Variable, definingClass: ScriptClass?, initializingHost: HostType? = nil) {
        self.box = box
        self.definingClass = definingClass
        self.initializingHost = initializingHost
    }

    /// `self`; nil in a UIKit type's extension initializer before its `self.init(…)` call.
    var value: Value { box.value ?? .null }
}
