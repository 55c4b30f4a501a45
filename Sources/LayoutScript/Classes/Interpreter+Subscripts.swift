/// Subscripts the scene declares, on its classes, structs and enums or in extensions of Swift and UIKit types
/// (`extension Array { subscript(safe index: Int) -> Element? }`): `value[i]` calls the lowered getter and
/// `value[i] = x` the lowered setter (see ``SubscriptMethods``), with Swift's argument matching.
///
/// ```swift
/// struct Grid { var cells = [0, 0, 0]; subscript(i: Int) -> Int { get { cells[i] } set { cells[i] = newValue } } }
/// var grid = Grid()
/// grid[1] = 5      // grid.cells == [0, 5, 0]
/// ```
extension Interpreter {
    /// Whether `base[arguments]` goes to a subscript the scene declares: one whose labels fit the arguments
    /// (`items[2]` on an array with an extension's `subscript(safe:)` is still Swift's own), or any subscript of a
    /// type the scene declares (labels that fit none are then Swift's mismatch error).
    func hasDeclaredSubscript(_ base: Value, _ arguments: [Argument]) -> Bool {
        if !ownSubscripts(of: base, SubscriptMethods.getterName).isEmpty { return true }
        let nowhere = SourceSpan(start: 0, end: 0) // only the labels are matched; nothing is reported here
        let call = Call(callee: .name(SubscriptMethods.getterName, nowhere), arguments: arguments, span: nowhere,
                        anchor: nowhere)
        return fitsAny(extensionMethods(of: base, named: SubscriptMethods.getterName), call)
    }

    /// The subscript accessors of this name the scene declares for `base`: its type's, then its extensions'.
    private func declaredSubscripts(of base: Value, _ name: String) -> [FunctionDecl] {
        ownSubscripts(of: base, name) + extensionMethods(of: base, named: name)
    }

    /// The subscript accessors of this name declared in the scene class, struct or enum `base` is an instance of.
    private func ownSubscripts(of base: Value, _ name: String) -> [FunctionDecl] {
        switch base {
        case .object(let object):
            HostBase.scriptedObject(object)?.instance.scriptClass.methods(named: name).map(\.0) ?? []
        case .structValue(let instance): instance.type.instanceMethods(named: name)
        case .enumValue(let instance): instance.type.instanceMethods(named: name)
        default: []
        }
    }

    /// `base[arguments]` through the scene's subscript getter.
    func readDeclaredSubscript(_ base: Value, _ arguments: [Argument], in scope: Scope, at span: SourceSpan) throws
        -> Value {
        let call = Call(callee: .name(SubscriptMethods.getterName, span), arguments: arguments, span: span, anchor: span)
        return try callMember(base, SubscriptMethods.getterName, call, in: scope, at: span)
    }

    /// `base[arguments] = newValue` through the scene's subscript setter. Returns the changed value when the receiver
    /// is a value (a struct, enum or array changed by the setter, to be stored back where it came from), nil for an
    /// object.
    func writeDeclaredSubscript(_ base: Value, _ arguments: [Argument], _ newValue: Value, in scope: Scope,
                                at span: SourceSpan) throws -> Value? {
        let valueName = "\(SubscriptMethods.setterName).newValue"
        let setterScope = scope.child()
        setterScope.declare(valueName, Variable(value: newValue, isMutable: false, type: nil, naming: .local))
        let call = Call(callee: .name(SubscriptMethods.setterName, span),
                        arguments: arguments + [Argument(label: nil, value: .name(valueName, span), span: span)],
                        span: span, anchor: span)
        let candidates = declaredSubscripts(of: base, SubscriptMethods.setterName)
        guard fitsAny(candidates, call) else {
            throw ScriptFailure.runtime("cannot assign through subscript: subscript is get-only", at: span)
        }
        if case .object = base {
            _ = try callMember(base, SubscriptMethods.setterName, call, in: setterScope, at: span)
            return nil
        }
        let box = Variable(value: base, isMutable: true, type: nil, naming: .local)
        _ = try callScriptFunctions(candidates.map { ($0, nil) }, receiver: base, call, in: setterScope,
                                    name: "subscript", at: span, receiverBox: box)
        return box.value ?? base
    }
}
