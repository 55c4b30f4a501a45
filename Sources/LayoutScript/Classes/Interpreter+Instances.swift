import Foundation
import LayoutScene

extension Interpreter {
    /// A member a scene class declares on an instance: a stored property (initializing a `lazy` one on first use),
    /// a computed property, or a method (bound, as a function value). Nil when the class declares none.
    func scriptMember(of scripted: ScriptedObject, _ name: String, at span: SourceSpan) throws -> Value? {
        let instance = scripted.instance
        let receiver = Value.object(scripted)
        if let variable = instance.storage[name] {
            if variable.value == nil, let (property, owner) = instance.pendingLazy.removeValue(forKey: name),
               let initial = property.initialValue {
                let scope = Scope(parent: globals, receiver: ScriptReceiver(value: receiver, definingClass: owner),
                                  naming: .stored)
                let raw = try evaluate(initial, in: scope, expecting: variable.type)
                let value = try viewStandIn(for: variable.type.map {
                    try coerce(raw, to: $0, context: .initialization, at: initial.span)
                } ?? raw, boundTo: name, declared: variable.type, at: initial.span)
                variable.value = value
                noteBinding(value, to: name, strength: .stored)
            }
            guard let value = variable.value else {
                throw ScriptFailure.runtime("property '\(name)' used before being initialized", at: span)
            }
            return value
        }
        if let (property, owner) = instance.scriptClass.property(named: name), let getter = property.getter {
            return try evaluateGetter(getter, type: property.type, name: name,
                                      receiver: ScriptReceiver(value: receiver, definingClass: owner), at: span)
        }
        let methods = instance.scriptClass.methods(named: name)
        if let (method, owner) = methods.first {
            // `self.tableView` in a controller declaring `tableView(_:cellForRowAt:)`: UIKit's property, as the
            // methods are named with their labels
            if Self.propertyOutranks(methods.map(\.0)), hostType(of: scripted)?.property(named: name) != nil { return nil }
            return .function(.function(method, globals, receiver: ScriptReceiver(value: receiver, definingClass: owner)))
        }
        return nil
    }

    /// Whether a property of a name outranks methods of that base name where the name is not called: each method
    /// takes parameters, so its full name has labels the bare name lacks.
    static func propertyOutranks(_ methods: [FunctionDecl]) -> Bool {
        methods.allSatisfy { !$0.parameters.isEmpty }
    }

    func evaluateGetter(_ getter: [Stmt], type: TypeRef?, name: String, receiver: ScriptReceiver,
                                at span: SourceSpan) throws -> Value {
        try withEnclosingType(of: receiver) { try evaluateGetterBody(getter, type: type, name: name, receiver: receiver,
                                                                     at: span) }
    }

    private func evaluateGetterBody(_ getter: [Stmt], type: TypeRef?, name: String, receiver: ScriptReceiver,
                                    at span: SourceSpan) throws -> Value {
        let returnType = try type.map(resolveType)
        return try withCallDepth(span) {
            let scope = Scope(parent: globals, receiver: receiver, returnType: returnType, naming: .local)
            if let expression = getter.implicitResult {
                let value = try evaluate(expression, in: scope, expecting: returnType)
                return try returnType.map { try coerce(value, to: $0, context: .returnValue, at: expression.span) } ?? value
            }
            return try finish(execute(getter, in: scope), returnType: returnType,
                              missingReturn: "missing return in getter of '\(name)'", at: span)
        }
    }

    /// Sets a stored property a scene class declares; false when the class declares none of that name.
    /// A computed property runs its setter; a stored one is set through its observers.
    func setScriptProperty(of scripted: ScriptedObject, _ name: String, to value: Value, at span: SourceSpan) throws
        -> Bool {
        let instance = scripted.instance
        let declarations = instance.scriptClass.propertyDeclarations(named: name)
        if let (property, owner) = declarations.first, !property.isStored {
            guard let setter = property.setter else {
                throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
            }
            try runSetter(setter, of: property, value: value,
                          receiver: ScriptReceiver(value: .object(scripted), definingClass: owner), at: span)
            return true
        }
        guard let variable = instance.storage[name] else { return false }
        guard variable.isMutable || variable.value == nil || variable.value?.isPartlyInitializedTuple == true else {
            throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a 'let' constant", at: span)
        }
        let converted = try variable.type.map { try coerce(value, to: $0, context: .assignment, at: span) } ?? value
        try setObserved(declarations.map { ($0.0, $0.1) }, receiver: .object(scripted), newValue: converted,
                        oldValue: { variable.value ?? .null }, at: span) {
            instance.pendingLazy[name] = nil
            variable.value = converted
        }
        noteBinding(converted, to: name, strength: .stored)
        return true
    }

    /// A static property (initialized on first use) or static method of a scene class or namespace.
    /// A static member of `storage`, with `type` as `self` (the type it is reached through: `ProfileCell.make()` runs
    /// a `static func` its superclass declares with `self` `ProfileCell`); `owner` is the class declaring it.
    func staticMember(of type: TypeValue, _ storage: StaticStorage, _ name: String, definedIn owner: ScriptClass? = nil,
                      at span: SourceSpan) throws -> Value? {
        let reachedThrough: ScriptClass? = if case .scriptClass(let scriptClass) = type { scriptClass } else { nil }
        let definingClass = owner ?? reachedThrough
        let receiver = ScriptReceiver(value: .type(type), definingClass: definingClass)
        if let variable = storage.values[name] { return variable.value }
        if let property = storage.properties[name] {
            if let getter = property.getter {
                return try evaluateGetter(getter, type: property.type, name: name, receiver: receiver, at: span)
            }
            guard !storage.initializing.contains(name) else {
                throw ScriptFailure.runtime("static property '\(name)' is used while it is being initialized", at: span)
            }
            guard let initial = property.initialValue else {
                // `static var shared: Theme?`: an optional variable starts as nil, as in Swift
                if property.isMutable, case .optional? = try property.type.map(resolveType) {
                    storage.values[name] = Variable(value: .null, isMutable: true,
                                                    type: try property.type.map(resolveType), naming: .stored)
                    return .null
                }
                throw ScriptFailure.runtime("static property '\(name)' has no initial value", at: property.nameSpan)
            }
            storage.initializing.insert(name)
            defer { storage.initializing.remove(name) }
            let declared = try property.type.map(resolveType)
            let scope = Scope(parent: globals, receiver: receiver, naming: .stored)
            let raw = try evaluate(initial, in: scope, expecting: declared)
            let value = try declared.map { try coerce(raw, to: $0, context: .initialization, at: initial.span) } ?? raw
            storage.values[name] = Variable(value: value, isMutable: property.isMutable,
                                            type: declared ?? inferredType(of: value), naming: .stored)
            noteBinding(value, to: name, strength: .stored)
            return value
        }
        if let method = storage.methods[name]?.first {
            return .function(.function(method, globals, receiver: receiver))
        }
        return nil
    }

    func setStaticProperty(of type: TypeValue, _ name: String, to value: Value, at span: SourceSpan) throws {
        let storage: StaticStorage
        switch type {
        case .scriptClass(let scriptClass): storage = scriptClass.staticStorage(for: name)
        case .namespace(let namespace): storage = namespace.statics
        default: throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
        }
        if let property = storage.properties[name], !property.isStored {
            guard let setter = property.setter else {
                throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
            }
            let definingClass: ScriptClass? = if case .scriptClass(let scriptClass) = type { scriptClass } else { nil }
            return try runSetter(setter, of: property, value: value,
                                 receiver: ScriptReceiver(value: .type(type), definingClass: definingClass), at: span)
        }
        guard try staticMember(of: type, storage, name, at: span) != nil, let variable = storage.values[name] else {
            throw noMember(name, of: .type(type), at: span)
        }
        guard variable.isMutable else {
            throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a 'let' constant", at: span)
        }
        let converted = try variable.type.map { try coerce(value, to: $0, context: .assignment, at: span) } ?? value
        let observers: [(PropertyDecl, ScriptClass?)] = storage.properties[name].map { [($0, nil)] } ?? []
        try setObserved(observers, receiver: .type(type), newValue: converted, oldValue: { variable.value ?? .null },
                        at: span) {
            variable.value = converted
        }
    }

    /// Runs a scene class's override of a lifecycle call made by LayoutScene; false when the class has none.
    func runOverride(_ selector: String, of object: any ScriptedObject, arguments: [Value]) -> Bool {
        guard object.instance.scriptClass.method(selector: selector) != nil else { return false }
        _ = callback(selector, of: object, arguments)
        return true
    }

    /// The scene's `override var intrinsicContentSize`, when the class declares one (nil otherwise or after an error).
    func overriddenIntrinsicContentSize(of view: ScriptedObject) -> CGSize? {
        overriddenProperty("intrinsicContentSize", of: view, as: CGSize.self)
    }

    /// The value of a scene class's override of a UIKit property layout reads, when the class declares one (nil
    /// otherwise or after an error, which is kept for ``LoadedScene/lifecycleError``).
    func overriddenProperty<T>(_ name: String, of object: ScriptedObject, as type: T.Type) -> T? {
        guard failure == nil, let (property, _) = object.instance.scriptClass.property(named: name),
              property.getter != nil else { return nil }
        return LargeStack.ensure { [self] in
            do {
                return try scriptMember(of: object, name, at: property.nameSpan)?.host(T.self)
            } catch let error as ScriptFailure {
                failure = error
            } catch let thrown as ScriptThrow {
                failure = thrown.failure
            } catch {
                failure = .runtime("\(error)", at: property.nameSpan)
            }
            return nil
        }
    }

    /// `super.member` as a value: a superclass's computed property, or the UIKit class's property.
    func superProperty(_ name: String, in scope: Scope, at span: SourceSpan) throws -> Value {
        let (receiver, definingClass) = try superContext(in: scope, at: span)
        if let superclass = definingClass.superclass, let (property, owner) = superclass.property(named: name),
           let getter = property.getter {
            return try evaluateGetter(getter, type: property.type, name: name,
                                      receiver: ScriptReceiver(value: receiver, definingClass: owner), at: span)
        }
        if name == "intrinsicContentSize", let view = receiver.host((any ScriptedViewObject).self) {
            return .object(view.baseIntrinsicContentSize)
        }
        if name == "alignmentRectInsets", receiver.host((any ScriptedViewObject).self) != nil {
            return .object(EdgeInsets.zero) // UIKit's views layoutviz models have none
        }
        guard case .object(let object) = receiver, let property = hostType(of: object)?.property(named: name) else {
            throw noMember(name, of: receiver, at: span)
        }
        return try hostBinding(at: span) { try property.get(object) }
    }

    /// `super.method(…)` and `super.init(…)`.
    func callSuper(_ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        if name == "init" {
            return try delegateInitializer(toSuper: true, substitutedSuperInit(call, in: scope) ?? call, in: scope, at: span)
        }
        let (receiver, definingClass) = try superContext(in: scope, at: span)
        if let handled = try superCallToSubstitutedBase(name, call, receiver: receiver, definingClass: definingClass,
                                                        in: scope, at: span) {
            return handled
        }
        if let superclass = definingClass.superclass {
            let methods = superclass.methods(named: name)
            if !methods.isEmpty {
                return try callScriptMethods(methods, receiver: receiver, call, in: scope, name: name, at: span)
            }
        }
        let selector = Selector.text(name, call.labels)
        if let controller = receiver.host((any ScriptedControllerObject).self),
           definingClass.hostBase.overrides(selector) {
            let values = try call.arguments.map { try evaluate($0.value, in: scope) }
            if let listValue = ListControllerAnswerers.baseValue(of: selector),
               [.tableViewController, .collectionViewController].contains(definingClass.hostBase) {
                return listValue
            }
            controller.callBaseImplementation(selector, values)
            try rethrowCallbackFailure()
            return .void
        }
        if selector == "sizeThatFits(_:)", [.view, .control].contains(definingClass.hostBase),
           let view = receiver.host(View.self) {
            // UIView's (and UIControl's): the view's current size, whatever size is offered
            for argument in call.arguments { _ = try evaluate(argument.value, in: scope) }
            return view.bounds.size.scriptValue
        }
        if let view = receiver.host(View.self), let base = Self.viewBaseImplementation(selector, of: view) {
            for argument in call.arguments { _ = try evaluate(argument.value, in: scope) }
            base()
            return .void
        }
        if definingClass.hostBase.overrides(selector),
           !definingClass.hostBase.calledSelectors.contains(selector) {
            for argument in call.arguments { _ = try evaluate(argument.value, in: scope) }
            return .void
        }
        guard case .object(let object) = receiver, let host = hostType(of: object) else {
            throw noMember(name, of: receiver, at: span)
        }
        return try callHost(host.methods(named: name), receiver: receiver, call, in: scope,
                            describing: "instance method '\(name)'", at: span)
    }

    /// `super.text = value` inside a computed override of a UIKit property: UIKit's property, not the override
    /// again. Nil when `super.name` is not such a property (observers and scene superclasses take the usual path).
    func superHostPropertyLValue(_ name: String, in scope: Scope, at span: SourceSpan) throws -> LValue? {
        guard let receiver = scope.currentReceiver, let definingClass = receiver.definingClass,
              case .object(let object) = receiver.value,
              let own = definingClass.decl.properties.first(where: { $0.name == name && !$0.isStatic }), !own.isStored,
              definingClass.superclass?.property(named: name) == nil,
              let property = hostType(of: object)?.property(named: name), let setter = property.set else { return nil }
        return LValue(
            get: { [self] in try hostBinding(at: span) { try property.get(object) } },
            set: { [self] newValue in
                let converted = try coerce(newValue, to: property.type, context: .assignment, at: span)
                _ = try hostBinding(at: span) { try setter(object, converted) }
            },
            type: property.type, name: nil, strength: .stored)
    }

    private func superContext(in scope: Scope, at span: SourceSpan) throws -> (Value, ScriptClass) {
        guard let receiver = scope.currentReceiver, let definingClass = receiver.definingClass,
              case .object = receiver.value else {
            throw ScriptFailure.runtime("'super' cannot be used outside of class members", at: span)
        }
        return (receiver.value, definingClass)
    }
}
