/// Something a scene can call: a closure literal with its captured scope, a `func` (bound to an instance for
/// methods), a host method taken as a value (`views.forEach(card.addSubview)`), or a built-in function.
enum Callable {
    case closure(ClosureLiteral, captured: Scope)
    case function(FunctionDecl, Scope, receiver: ScriptReceiver?)
    case hostMethod(receiver: Value, name: String)
    case builtin(BuiltinFunction)
}

/// The instance (and the class whose method is running) for `self` and `super` inside a method.
struct ScriptReceiver {
    let value: Value
    let definingClass: ScriptClass?
}
