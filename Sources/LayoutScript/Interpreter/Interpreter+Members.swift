import LayoutScene

extension Interpreter {
    func member(of value: Value, _ name: String, at span: SourceSpan) throws -> Value {
        if let found = try memberIfPresent(of: value, name, at: span) { return found }
        if case .type(let type) = value, let renamed = try swiftTwoSpelling(name, of: type, at: span) { return renamed }
        if let degraded = degradedMember(name, of: value, at: span) { return degraded }
        throw noMember(name, of: value, at: span)
    }

    /// A property of a value (or a method of it, bound, as a function value), or nil when it has none of that name.
    func memberIfPresent(of value: Value, _ name: String, at span: SourceSpan) throws -> Value? {
        switch value {
        case .null:
            return nilReceiver(of: name, at: span)
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object), let found = try scriptMember(of: scripted, name, at: span) {
                return found
            }
            if let found = try extensionMember(of: value, name, at: span) { return found }
            guard let type = hostType(of: object) else {
                if let range = object as? StringIndexRange, let bound = range.bound(named: name) { return bound }
                return outsideLayoutMember(of: object, name)
            }
            if !viewsHandedToUnknownCode.isEmpty, let view = object as? View {
                adoptHandedView(view, reachingFor: name)
            }
            if let property = type.property(named: name) {
                let found = try hostBinding(at: span) { try property.get(object) }
                return viewTheBaseSets(object, name, property, read: found, at: span)
                    ?? contentsOfUndeclaredClass(object, name, found, at: span)
                    ?? unknownPresentation(object, name, found, at: span) ?? found
            }
            if isObjectiveC(at: span), let (_, property) = type.objectiveCProperty(named: name) {
                return try hostBinding(at: span) { try property.get(object) }
            }
            if let late = masonryLateAttribute(object, name, at: span) { return late }
            if !type.methods(named: name).isEmpty || hasOutsideLayoutMethod(object, name) {
                return .function(.hostMethod(receiver: value, name: name))
            }
            return outsideLayoutMember(of: object, name)
        case .type(let type):
            return try staticMemberIfPresent(of: type, name, at: span)
        case .structValue, .enumValue:
            return try valueTypeMember(of: value, name, at: span)
        default:
            if let found = try builtinProperty(of: value, name, at: span) { return found }
            return try extensionMember(of: value, name, at: span)
        }
    }

    func staticMemberIfPresent(of type: TypeValue, _ name: String, at span: SourceSpan) throws -> Value? {
        switch type {
        case .host(let host):
            if let nested = host.nestedType(named: name) { return .type(.host(nested)) }
            if let value = try extensionStaticMember(of: type, name, at: span) { return value }
            if let value = host.staticValue(named: name) { return value }
            if let property = host.staticProperties[name] { return property(self) }
            if !host.staticMethods(named: name).isEmpty { return .function(.hostMethod(receiver: .type(type), name: name)) }
            return host.anyStaticMember?(name)
        case .builtin(let builtin):
            if let value = BuiltinTypes.staticValue(of: builtin, name) { return value }
            return try extensionStaticMember(of: type, name, at: span)
        case .scriptClass(let scriptClass):
            if let namespace = nestedNamespace(name, in: scriptClass) { return .type(.namespace(namespace)) }
            if let nested = nestedClass(name, in: scriptClass) { return .type(.scriptClass(nested)) }
            if let value = try staticMember(of: type, scriptClass.staticStorage(for: name), name,
                                            definedIn: scriptClass.classDeclaringStatic(name), at: span) {
                return value
            }
            if let value = try protocolDefaultStatic(of: scriptClass, name, at: span) { return value }
            return try extensionStaticMember(of: type, name, at: span)
        case .namespace(let namespace):
            if let nested = namespace.nested[name] { return .type(.namespace(nested)) }
            if let value = enumCaseValue(of: namespace, name) { return value }
            if name == "allCases", namespace.isEnum, namespace.conformanceNames.contains("CaseIterable") {
                return .array(namespace.cases.filter { $0.associatedValues == nil }.map {
                    .enumValue(EnumValue(type: namespace, caseName: $0.name, associated: [], labels: []))
                })
            }
            return try staticMember(of: type, namespace.statics, name, at: span)
        }
    }

    /// A static computed property or method a protocol extension gives a class (`static var reuseIdentifier`).
    private func protocolDefaultStatic(of scriptClass: ScriptClass, _ name: String, at span: SourceSpan) throws -> Value? {
        var current: ScriptClass? = scriptClass
        let receiver = ScriptReceiver(value: .type(.scriptClass(scriptClass)), definingClass: scriptClass)
        while let candidate = current {
            let defaults = candidate.protocolDefaults
            if let property = defaults.properties.first(where: { $0.isStatic && $0.name == name }), let getter = property.getter {
                return try evaluateGetter(getter, type: property.type, name: name, receiver: receiver, at: span)
            }
            if let method = defaults.methods.first(where: { $0.isStatic && $0.name == name }) {
                return .function(.function(method, globals, receiver: receiver))
            }
            current = candidate.superclass
        }
        return nil
    }

    /// `.green`, `.high`, `.zero`: a static member of the type the context expects.
    func implicitMember(_ name: String, expecting expected: ScriptType?, at span: SourceSpan) throws -> Value {
        if case .any? = expected { return .unknown(".\(name)") } // assigned to an unknown member: skipped silently
        guard let expected else {
            // `.pardFont.head2`, or `.white` where the type comes from code the files do not hold
            return unknown(".\(name)", at: span)
        }
        let scopes = expected.implicitMemberScopes.compactMap(typeValue(of:))
        for scope in scopes {
            if let value = try staticMemberIfPresent(of: scope, name, at: span) { return value }
        }
        // `Optional.none` where an optional is expected: `label.textColor = .none`
        if name == "none", case .optional = expected { return .null }
        for scope in scopes {
            if let value = try swiftTwoSpelling(name, of: scope, at: span) { return value }
        }
        let candidates = scopes.flatMap(staticMemberNames)
        if !scopes.contains(where: \.isDeclaredByTheScene) {
            return unknown("\(expected.unwrapped.name).\(name)", at: span, name: name, candidates: candidates)
        }
        throw ScriptFailure.runtime(Suggestion.message("type '\(expected.unwrapped.name)' has no member '\(name)'",
                                                       name: name, candidates: candidates), at: span)
    }

    /// The type value `.member` shorthand looks in for a type, if it has static members.
    func typeValue(of type: ScriptType) -> TypeValue? {
        switch type.unwrapped {
        case .host(let host): .host(host)
        case .scriptClass(let scriptClass): .scriptClass(scriptClass)
        case .valueType(let namespace): .namespace(namespace)
        case .int, .floating: .builtin(type.unwrapped)
        default: nil
        }
    }

    func noMember(_ name: String, of value: Value, at span: SourceSpan) -> ScriptFailure {
        if case .type(let type) = value {
            return .runtime(Suggestion.message("type '\(type.name)' has no member '\(name)'", name: name,
                                               candidates: staticMemberNames(of: type)), at: span)
        }
        return .runtime(Suggestion.message("value of type '\(typeName(of: value))' has no member '\(name)'", name: name,
                                           candidates: memberNames(of: value)), at: span)
    }

    func memberNames(of value: Value) -> [String] {
        switch value {
        case .object(let object):
            let scripted = HostBase.scriptedObject(object)?.instance.scriptClass.memberNames ?? []
            return scripted + (hostType(of: object)?.instanceMemberNames ?? [])
        case .type(let type):
            return staticMemberNames(of: type)
        case .structValue(let instance):
            return instance.type.memberNames
        case .enumValue(let instance):
            return instance.type.memberNames
        default:
            return BuiltinMembers.names(for: value)
        }
    }

    func staticMemberNames(of type: TypeValue) -> [String] {
        switch type {
        case .host(let host): host.staticMemberNames
        case .builtin(let builtin): BuiltinTypes.staticNames(of: builtin)
        case .scriptClass(let scriptClass): scriptClass.statics.names
        case .namespace(let namespace): namespace.statics.names + Array(namespace.nested.keys) + namespace.cases.map(\.name)
        }
    }

    /// Runs a host binding, reporting its errors at `span`.
    func hostBinding<T>(at span: SourceSpan, _ body: () throws -> T) throws -> T {
        let result: T
        do {
            result = try body()
        } catch let error as BindingError {
            throw ScriptFailure.runtime(error.message, at: span)
        }
        try rethrowCallbackFailure()
        return result
    }
}
