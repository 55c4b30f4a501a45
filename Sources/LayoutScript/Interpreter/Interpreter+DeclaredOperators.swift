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
    private func declaringType(of value: Value) -> (StaticStorage, TypeValue, ScriptClass?)? {
        switch value {
        case .structValue(let instance): (instance.type.statics, .namespace(instance.type), nil)
        case .enumValue(let instance): (instance.type.statics, .namespace(instance.type), nil)
        case .object(let object as ScriptedObject):
            (object.instance.scriptClass.statics, .scriptClass(object.instance.scriptClass), object.instance.scriptClass)
        default: nil
        }
    }
}
