import LayoutScene

/// What a called name refers to, found the way Swift resolves it: locals, then members of `self`, then globals,
/// then types and built-in functions.
enum NamedCallee {
    case value(Value)
    case scriptMethods(ScriptReceiver, [(FunctionDecl, ScriptClass)])
    case scriptFunctions([FunctionDecl])
}

extension Interpreter {
    func lookup(_ name: String, in scope: Scope, at span: SourceSpan) throws -> Value {
        switch try callee(named: name, in: scope, at: span) {
        case .value(let value): return value
        case .scriptMethods(let receiver, let methods):
            // Not called, so a property of the same name is meant (`tableView` beside `tableView(_:…)`): the class's
            // own, else its UIKit class's (`UITableViewController.tableView`)
            if case .object(let object) = receiver.value, let scripted = HostBase.scriptedObject(object),
               scripted.instance.scriptClass.property(named: name) == nil,
               let property = hostType(of: object)?.property(named: name) {
                return try hostBinding(at: span) { try property.get(object) }
            }
            // `tableView.isEditing = true` beside the class's `tableView(_:cellForRowAt:)`, in a class of an
            // undeclared base: the files use the name as a view, so it is the base's property, not a method reference
            if case .object(let object) = receiver.value, let scripted = HostBase.scriptedObject(object),
               scripted.instance.scriptClass.property(named: name) == nil,
               hostType(of: object)?.property(named: name) == nil,
               let inherited = inheritedViewProperty(name, of: receiver.value, at: span) {
                return inherited
            }
            if let property = try memberIfPresent(of: receiver.value, name, at: span) { return property }
            return .function(.function(methods[0].0, globals, receiver: ScriptReceiver(value: receiver.value,
                                                                                       definingClass: methods[0].1)))
        case .scriptFunctions(let functions):
            if functions[0].isComputedVariable {
                return try invoke(functions[0], definingScope: globals, receiver: nil, arguments: [], at: span)
            }
            return .function(.function(functions[0], globals, receiver: nil))
        }
    }

    func callee(named name: String, in scope: Scope, at span: SourceSpan) throws -> NamedCallee {
        var current: Scope? = scope
        while let candidate = current {
            if let variable = candidate.lookupHere(name) { return .value(try read(variable, name, at: span)) }
            // `self` is nil in a UIKit type's extension initializer until its `self.init(…)`: no members to look in
            if let receiver = candidate.receiver, !receiver.value.isNull {
                if let definingClass = receiver.definingClass, let nested = nestedNamespace(name, in: definingClass) {
                    return .value(.type(.namespace(nested)))
                }
                if let definingClass = receiver.definingClass, let nested = nestedClass(name, in: definingClass) {
                    return .value(.type(.scriptClass(nested)))
                }
                if let nested = enclosingHostType(of: receiver)?.host?.nestedType(named: name) {
                    return .value(.type(.host(nested)))
                }
                if let definingClass = receiver.definingClass, case let own = definingClass.privateMethods(named: name),
                   !own.isEmpty {
                    return .scriptMethods(receiver, own)
                }
                if case .object(let object) = receiver.value, let scripted = HostBase.scriptedObject(object) {
                    let methods = scripted.instance.scriptClass.methods(named: name)
                    if !methods.isEmpty { return .scriptMethods(receiver, methods) }
                }
                if let namespace = receiver.value.valueTypeNamespace,
                   !namespace.storedProperties.contains(where: { $0.name == name }),
                   let method = namespace.instanceMethods(named: name).first {
                    // Bound to the running method's `self`, so a mutating call changes the same value.
                    return .value(.function(.function(method, globals, receiver: receiver)))
                }
                if let value = try memberIfPresent(of: receiver.value, name, at: span) { return .value(value) }
            }
            if let unavailable = candidate.propertyInitializerClass, unavailable.hasInstanceMember(name) {
                throw ScriptFailure.runtime("cannot use instance member '\(name)' within property initializer; property "
                                                + "initializers run before 'self' is available", at: span)
            }
            if let owner = candidate.propertyInitializerClass {
                // the class's own nested types (`let model = Model()` in `CardView`, whose `Model` is `CardView.Model`)
                if let nested = nestedNamespace(name, in: owner) { return .value(.type(.namespace(nested))) }
                if let nested = nestedClass(name, in: owner) { return .value(.type(.scriptClass(nested))) }
            }
            current = candidate.parent
        }
        if try initializeLazyGlobal(name, at: span), let variable = globals.lookupHere(name) {
            return .value(try read(variable, name, at: span))
        }
        if let functions = globalFunctions[name].map({ visibleGlobalFunctions($0, from: span) }), !functions.isEmpty {
            return .scriptFunctions(functions)
        }
        if name == "Self", let definingClass = scope.currentReceiver?.definingClass {
            return .value(.type(.scriptClass(definingClass)))
        }
        if let type = typeValue(named: name) { return .value(.type(type)) }
        if let constant = foundationTextConstant(named: name) { return .value(constant) }
        if let builtin = BuiltinFunction(rawValue: name) { return .value(.function(.builtin(builtin))) }
        if let outside = outsideLayoutType(named: name) { return .value(outside) }
        if let op = BinaryOperator(rawValue: name) { return .value(.function(.operatorFunction(op))) }
        if name == "view", !declaresGlobalView { return .value(try implicitRootView(at: span)) }
        if isObjectiveC(at: span), let constant = try objectiveCConstant(named: name, at: span) { return .value(constant) }
        return .value(try unknownName(name, in: scope, at: span))
    }

    private func read(_ variable: Variable, _ name: String, at span: SourceSpan) throws -> Value {
        guard let value = variable.value else {
            throw ScriptFailure.runtime("\(variable.isMutable ? "variable" : "constant") '\(name)' used before being "
                                            + "initialized", at: span)
        }
        // a local computed variable: its getter runs where it is defined
        if case .function(.function(let getter, let definingScope, let receiver)) = value, getter.isComputedVariable {
            return try invoke(getter, definingScope: definingScope, receiver: receiver, arguments: [], at: span)
        }
        return value
    }

    /// A type a scene names: its own classes and namespaces, LayoutScene's types, or Swift's built-in ones.
    func typeValue(named name: String) -> TypeValue? {
        if let scriptClass = classes[name] { return .scriptClass(scriptClass) }
        if let namespace = namespaces[name] { return .namespace(namespace) }
        if let host = registry.named(name) { return .host(host) }
        if hasObjectiveCSources, let host = ObjectiveCSpellings.shared.type(name) { return .host(host) }
        if let alias = typeAliases[name], let type = try? resolveType(alias.type) {
            switch type {
            case .host(let host): return .host(host)
            case .scriptClass(let scriptClass): return .scriptClass(scriptClass)
            case .valueType(let namespace): return .namespace(namespace)
            // an alias of a type no file given declares (`typealias ViewModel = HomeViewModel`) is as unknown
            case .any where alias.type.description != "Any": return nil
            default: return .builtin(type)
            }
        }
        return BuiltinTypes.named(name).map(TypeValue.builtin)
    }

    /// An unknown value for a name nowhere in scope (see ``degradedName(_:candidates:at:)``), or the error for a
    /// misspelling.
    private func unknownName(_ name: String, in scope: Scope, at span: SourceSpan) throws -> Value {
        var candidates: [String] = []
        var current: Scope? = scope
        while let candidate = current {
            candidates += candidate.variables.keys
            if let receiver = candidate.receiver { candidates += memberNames(of: receiver.value) }
            current = candidate.parent
        }
        candidates += globalFunctions.keys
        candidates += classes.keys
        candidates += namespaces.keys
        candidates += registry.typeNames
        candidates += BuiltinTypes.names
        candidates += BuiltinFunction.allCases.map(\.rawValue)
        if let size = screenSizeName(name, at: span) { return size }
        if let alias = selfAlias(name, in: scope, at: span) { return alias }
        if let inherited = inheritedViewProperty(name, of: scope.currentReceiver?.box.value, at: span) {
            return inherited
        }
        if let degraded = degradedName(name, candidates: candidates, at: span) { return degraded }
        var message = Suggestion.message("cannot find '\(name)' in scope", name: name, candidates: candidates)
        if name.hasPrefix("UI") || name.hasPrefix("NS"), Suggestion.closest(to: name, among: candidates) == nil {
            message += " (scene files can use UIView, UILabel, UIScrollView, UIStackView, UILayoutGuide, UIViewController "
                + "and the types they need)"
        }
        throw ScriptFailure.runtime(message, at: span)
    }
}
