/// Operators a scene's type declares as static functions (`static func == (lhs: Item, rhs: Item) -> Bool`), used for
/// its values as Swift uses them; `!=` is the negation of a declared `==`.
///
/// ```swift
/// struct Version { let major: Int
///     static func < (a: Version, b: Version) -> Bool { a.major < b.major } }
/// Version(major: 1) < Version(major: 2)   // true, through the declared function
/// ```
extension Interpreter {
    func declaredOperator(_ op: BinaryOperator, _ left: Value, _ right: Value, at span: SourceSpan) throws -> Value? {
        guard let (statics, type, definingClass) = declaringType(of: left) else { return nil }
        if let function = statics.methods[op.rawValue]?.first {
            return try invoke(function, definingScope: globals,
                              receiver: ScriptReceiver(value: .type(type), definingClass: definingClass),
                              arguments: [left, right], at: span)
        }
        guard op == .notEqual, let equal = statics.methods[BinaryOperator.equal.rawValue]?.first else { return nil }
        let result = try invoke(equal, definingScope: globals,
                                receiver: ScriptReceiver(value: .type(type), definingClass: definingClass),
                                arguments: [left, right], at: span)
        return .bool(!result.isTrue)
    }

    /// The static members of the scene type a value belongs to (a struct, an enum, a class instance).
    func declaringType(of value: Value) -> (StaticStorage, TypeValue, ScriptClass?)? {
        switch value {
        case .structValue(let instance): (instance.type.statics, .namespace(instance.type), nil)
        case .enumValue(let instance): (instance.type.statics, .namespace(instance.type), nil)
        case .object(let object as ScriptedObject):
            (object.instance.scriptClass.statics, .scriptClass(object.instance.scriptClass), object.instance.scriptClass)
        default: nil
        }
    }
}

/// A module's own operators (`a <~ b`, `√x`) whose functions are static members of a type, as Swift finds them: a
/// scene class, struct or enum, or an extension of a UIKit or Swift type (`extension UIView { static func <<< … }`).
/// The type of the left operand is searched first, then every type the files declare or extend, by name.
///
/// ```swift
/// extension UIView { static func <<< (lhs: UIView, rhs: UIView) { lhs.addSubview(rhs) } }
/// view <<< label   // runs the extension's function
/// ```
extension Interpreter {
    /// The result of the static operator function `name` with the call's operands, or nil when no type declares one
    /// taking that many.
    func callStaticOperator(_ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value? {
        guard OperatorFunctionName.isOperator(name) else { return nil }
        let count = call.arguments.count
        let candidates = staticOperatorOwners().compactMap { owner -> (FunctionDecl, TypeValue, ScriptClass?)? in
            guard let function = owner.statics.methods[name]?.first(where: { $0.parameters.count == count })
            else { return nil }
            return (function, owner.type, owner.definingClass)
        }
        guard !candidates.isEmpty else { return nil }
        let types = try candidates[0].0.parameters.map { try resolveType($0.type) }
        let operands = try zip(call.arguments, types).map { try evaluate($0.value, in: scope, expecting: $1) }
        let leftType = operands.first.flatMap { declaringType(of: $0)?.1.name }
        let (function, type, definingClass) = candidates.first { $0.1.name == leftType } ?? candidates[0]
        return try invoke(function, definingScope: globals,
                          receiver: ScriptReceiver(value: .type(type), definingClass: definingClass),
                          arguments: operands, at: span)
    }

    /// Every type whose static members the files declare, by name.
    private func staticOperatorOwners() -> [(type: TypeValue, statics: StaticStorage, definingClass: ScriptClass?)] {
        let scriptClasses = classes.values.map { (TypeValue.scriptClass($0), $0.statics, Optional($0)) }
        let structs = namespaces.values.map { (TypeValue.namespace($0), $0.statics, ScriptClass?.none) }
        let extended = typeExtensions.compactMap { key, members -> (TypeValue, StaticStorage, ScriptClass?)? in
            guard let host = registry.named(key) else { return nil }
            return (.host(host), members.statics, nil)
        }
        return (scriptClasses + structs + extended).sorted { $0.0.name < $1.0.name }
    }
}
