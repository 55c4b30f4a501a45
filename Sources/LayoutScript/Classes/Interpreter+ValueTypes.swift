/// Structs and enums the scene declares: construction (memberwise and declared initializers, enum cases, raw
/// values), members (stored fields, raw values, computed properties, methods) and `mutating` methods, with value
/// semantics: a `mutating` method or a property assignment changes the variable's copy only.
extension Interpreter {
    /// `Type(…)` for a struct or enum of the scene.
    func constructValueType(_ namespace: Namespace, _ call: Call, in scope: Scope, at span: SourceSpan,
                            delegating: Bool = false) throws -> Value {
        if namespace.isEnum, namespace.rawType != nil, call.labels == ["rawValue"], namespace.decl.members.initializers.isEmpty
            || !namespace.decl.members.initializers.contains(where: { $0.selector == "init(rawValue:)" }) {
            let raw = try evaluate(call.arguments[0].value, in: scope, expecting: namespace.rawType)
            return try enumCase(of: namespace, rawValue: raw, at: span)
        }
        // `self.init(…)` in an initializer: another of the type's initializers, never the one it is written in (Swift
        // picks the overload by type: `init?(dataset: [ID])` delegating to `init?(dataset: Set<ID>)`)
        let declared = namespace.decl.members.initializers.filter { !delegating || !$0.bodySpan.contains(call.span) }
        if declared.isEmpty {
            guard !namespace.isEnum else {
                throw ScriptFailure.runtime("'\(namespace.name)' cannot be constructed because it has no accessible "
                                                + "initializers", at: span)
            }
            return try memberwise(namespace, call, in: scope, at: span)
        }
        let shapes = declared.map(\.parameters.shapes)
        guard let (index, mapping) = zip(shapes.indices, shapes).lazy
            .compactMap({ index, shape in ArgumentMatching.match(call.arguments, to: shape).map { (index, $0) } }).first
        else {
            throw ScriptFailure.runtime(ArgumentMatching.mismatchMessage(
                call.arguments, candidates: zip(declared, shapes).map { ($0.selector, $1) },
                calling: "initializer of '\(namespace.name)'"), at: span)
        }
        let decl = declared[index]
        let types = try decl.parameters.map { try resolveType($0.type) }
        let arguments = try evaluateArguments(call, mapping, types: types, variadic: decl.parameters.map(\.isVariadic),
                                              in: scope)
        let initial: Value? = namespace.isEnum ? nil : .structValue(try defaultFields(of: namespace))
        let box = Variable(value: initial, isMutable: true, type: nil, naming: .local)
        let flow = try withCallDepth(span) {
            let body = Scope(parent: globals, receiver: ScriptReceiver(box: box, definingClass: nil), naming: .local)
            try bindParameters(decl.parameters, types: parameterTypes(of: decl.parameters), arguments: arguments,
                               in: body, at: span)
            return try execute(decl.body, in: body.child())
        }
        if case .returned(.null) = flow { return .null }
        guard let made = box.value else {
            throw ScriptFailure.runtime("'self' used before all stored properties are initialized", at: decl.span)
        }
        if case .structValue(let value) = made, let missing = namespace.storedProperties.first(where: {
            value.fields[$0.name] == nil
        }) {
            throw ScriptFailure.runtime("return from initializer without initializing all stored properties "
                                            + "('\(missing.name)')", at: decl.span)
        }
        return made
    }

    /// The stored properties that have an initial value, evaluated, and those an undeclared property wrapper gives a
    /// value (unknown); the others are left out until set.
    private func defaultFields(of namespace: Namespace) throws -> StructValue {
        var fields: [String: Value] = [:]
        for property in namespace.storedProperties {
            let type = try property.type.map(resolveType)
            if let initial = property.initialValue {
                let scope = Scope(parent: globals, naming: .stored)
                let raw = try evaluate(initial, in: scope, expecting: type)
                fields[property.name] = try type.map { try coerce(raw, to: $0, context: .initialization, at: initial.span) }
                    ?? raw
            } else if let wrapper = property.wrapper {
                // `@Environment(\.dismiss) var dismiss`: the undeclared wrapper gives the value, unknown here
                fields[property.name] = unknown(wrapper.name, at: wrapper.span)
            } else if case .optional? = type, property.isMutable {
                fields[property.name] = .null
            }
        }
        return StructValue(type: namespace, fields: fields)
    }

    /// The memberwise initializer Swift gives a struct without initializers: one parameter per stored property
    /// (`let` ones with an initial value excluded), those with an initial value optional.
    private func memberwise(_ namespace: Namespace, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        var value = try defaultFields(of: namespace)
        let parameters = namespace.storedProperties.filter { $0.isMutable || $0.initialValue == nil }
        let shape = parameters.map {
            ParameterShape(label: $0.name, hasDefault: $0.initialValue != nil || value.fields[$0.name] != nil,
                           isVariadic: false, acceptsClosure: $0.type?.isFunction ?? true)
        }
        guard let mapping = ArgumentMatching.match(call.arguments, to: shape) else {
            let selector = Selector.text("init", parameters.map(\.name))
            throw ScriptFailure.runtime(ArgumentMatching.mismatchMessage(call.arguments, candidates: [(selector, shape)],
                                                                         calling: "initializer of '\(namespace.name)'"),
                                        at: span)
        }
        let types = try parameters.map { try $0.type.map(resolveType) ?? .any }
        let arguments = try evaluateArguments(call, mapping, types: types, variadic: types.map { _ in false }, in: scope)
        for (property, argument) in zip(parameters, arguments) {
            if let argument { value.fields[property.name] = argument }
        }
        return .structValue(value)
    }

    /// The case of a raw-value enum with this raw value, or nil (`Tab(rawValue: 9)`).
    func enumCase(of namespace: Namespace, rawValue: Value, at span: SourceSpan) throws -> Value {
        for caseDecl in namespace.cases where caseDecl.associatedValues == nil {
            if let raw = try self.rawValue(of: namespace, caseDecl.name, at: span), valuesEqual(raw, rawValue) == true {
                return .enumValue(EnumValue(type: namespace, caseName: caseDecl.name, associated: [], labels: []))
            }
        }
        return .null
    }

    /// A case's raw value: its explicit one, else its name (String) or the previous case's plus one (Int).
    func rawValue(of namespace: Namespace, _ caseName: String, at span: SourceSpan) throws -> Value? {
        guard let rawType = namespace.rawType else { return nil }
        if let known = namespace.rawValues[caseName] { return known }
        var previous: Value?
        for caseDecl in namespace.cases {
            let value: Value
            if let explicit = caseDecl.rawValue {
                value = try coerce(evaluate(explicit, in: globals, expecting: rawType), to: rawType,
                                   context: .initialization, at: explicit.span)
            } else if case .string = rawType {
                value = .string(caseDecl.name)
            } else if case .int(let last)? = previous {
                value = .int(last + 1)
            } else if previous == nil, case .int = rawType {
                value = .int(0)
            } else {
                throw ScriptFailure.runtime("enum case must declare a raw value when the preceding raw value is not an "
                                                + "integer", at: caseDecl.nameSpan)
            }
            namespace.rawValues[caseDecl.name] = value
            previous = value
        }
        return namespace.rawValues[caseName]
    }

    /// `.name` or `.name(…)` of an enum: a case value, or a function making one.
    func enumCaseValue(of namespace: Namespace, _ name: String) -> Value? {
        guard let caseDecl = namespace.cases.first(where: { $0.name == name }) else { return nil }
        if caseDecl.associatedValues == nil {
            return .enumValue(EnumValue(type: namespace, caseName: name, associated: [], labels: []))
        }
        return .function(.enumCase(namespace, caseDecl))
    }

    /// Makes a case with associated values from a call's arguments.
    func makeEnumCase(_ namespace: Namespace, _ caseDecl: EnumCaseDecl, _ call: Call, in scope: Scope,
                      at span: SourceSpan) throws -> Value {
        let parameters = caseDecl.associatedValues ?? []
        let shape = parameters.map { ParameterShape(label: $0.label, hasDefault: $0.defaultValue != nil, isVariadic: false,
                                                    acceptsClosure: $0.type.isFunction) }
        guard let mapping = ArgumentMatching.match(call.arguments, to: shape) else {
            throw ScriptFailure.runtime(ArgumentMatching.mismatchMessage(
                call.arguments, candidates: [(Selector.text(caseDecl.name, parameters.map(\.label)), shape)],
                calling: "enum case '\(caseDecl.name)'"), at: span)
        }
        let types = try parameters.map { try resolveType($0.type) }
        var values = try evaluateArguments(call, mapping, types: types, variadic: types.map { _ in false }, in: scope)
        for (index, parameter) in parameters.enumerated() where values[index] == nil {
            if let defaultValue = parameter.defaultValue {
                values[index] = try coerce(evaluate(defaultValue, in: globals, expecting: types[index]), to: types[index],
                                           context: .argument, at: defaultValue.span)
            }
        }
        return .enumValue(EnumValue(type: namespace, caseName: caseDecl.name, associated: values.map { $0 ?? .null },
                                    labels: parameters.map(\.label)))
    }

    /// A member of a struct or enum value: a stored field, `rawValue`, a computed property, or a method (bound
    /// to a copy of the value).
    func valueTypeMember(of value: Value, _ name: String, at span: SourceSpan) throws -> Value? {
        let namespace: Namespace
        switch value {
        case .structValue(let instance):
            if let field = instance.fields[name] { return field }
            namespace = instance.type
        case .enumValue(let instance):
            if name == "rawValue", let raw = try rawValue(of: instance.type, instance.caseName, at: span) { return raw }
            namespace = instance.type
        default:
            return nil
        }
        let receiver = ScriptReceiver(box: Variable(value: value, isMutable: false, type: nil, naming: .local),
                                      definingClass: nil)
        if let property = namespace.instanceProperty(named: name), let getter = property.getter {
            return try evaluateGetter(getter, type: property.type, name: name, receiver: receiver, at: span)
        }
        // a stored property wins over a method of the same base name (`font` beside `font(contentSizeCategory:)`)
        if case .structValue = value, namespace.storedProperties.contains(where: { $0.name == name }) {
            throw ScriptFailure.runtime("property '\(name)' used before being initialized", at: span)
        }
        if let method = namespace.instanceMethods(named: name).first {
            return .function(.function(method, globals, receiver: receiver))
        }
        return nil
    }

    /// `value.method(…)` on a struct or enum value: `self` is a copy the method cannot change.
    func callValueTypeMethod(of value: Value, _ namespace: Namespace, _ name: String, _ call: Call, in scope: Scope,
                             at span: SourceSpan) throws -> Value {
        let methods = namespace.instanceMethods(named: name)
        guard !methods.isEmpty else { return try callValue(member(of: value, name, at: span), call, in: scope, at: span) }
        let box = Variable(value: value, isMutable: false, type: nil, naming: .local)
        return try callScriptFunctions(methods.map { ($0, nil) }, receiver: value, call, in: scope, name: name, at: span,
                                       receiverBox: box)
    }

    /// `variable.method(…)` where `method` is `mutating`: it runs on the variable's value and the changed value is
    /// stored back. Nil when the receiver is not a struct or enum with a mutating method of that name.
    func callMutatingMethod(of receiver: Value, _ base: Expr, _ member: MemberName, _ call: Call, in scope: Scope) throws
        -> Value? {
        if case .object(let object) = receiver, let host = hostType(of: object), host.isValueType,
           host.mutatesReceiver(member.name) {
            let target = try lvalue(base, in: scope)
            let result = try callMember(receiver, member.name, call, in: scope, at: member.span)
            guard case .object(let mutated as MutatedHostValue) = result else { return result }
            try target.set(.object(mutated.receiver))
            return mutated.result
        }
        let namespace: Namespace
        switch receiver {
        case .structValue(let instance): namespace = instance.type
        case .enumValue(let instance): namespace = instance.type
        default: return nil
        }
        let methods = namespace.instanceMethods(named: member.name)
        guard methods.contains(where: \.isMutating) else { return nil }
        let target = try lvalue(base, in: scope)
        let box = Variable(value: receiver, isMutable: true, type: nil, naming: .local)
        let result = try callScriptFunctions(methods.map { ($0, nil) }, receiver: receiver, call, in: scope,
                                             name: member.name, at: member.span, receiverBox: box)
        try target.set(box.value ?? receiver)
        return result
    }

    /// Whether a struct or enum value has a property of this name (stored or computed).
    func valueTypeHasProperty(_ value: Value, _ name: String) -> Bool {
        switch value {
        case .structValue(let instance):
            instance.type.storedProperties.contains { $0.name == name } || instance.type.instanceProperty(named: name) != nil
        case .enumValue(let instance):
            instance.type.instanceProperty(named: name) != nil
        default:
            false
        }
    }

    /// Sets a property of a struct value, returning the changed copy (computed setters and observers run on it).
    func settingValueTypeMember(of value: Value, _ name: String, to newValue: Value, at span: SourceSpan) throws -> Value {
        guard case .structValue(var instance) = value else {
            throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
        }
        let namespace = instance.type
        if let property = namespace.instanceProperty(named: name), !property.isStored {
            guard let setter = property.setter else {
                throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
            }
            let box = Variable(value: value, isMutable: true, type: nil, naming: .local)
            try runSetter(setter, of: property, value: newValue, receiver: ScriptReceiver(box: box, definingClass: nil),
                          at: span)
            return box.value ?? value
        }
        guard let property = namespace.storedProperties.first(where: { $0.name == name }) else {
            throw noMember(name, of: value, at: span)
        }
        // a `let` takes its one value in an initializer, while it has none
        guard property.isMutable || instance.fields[name] == nil || instance.fields[name]?.isPartlyInitializedTuple == true
        else {
            throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a 'let' constant", at: span)
        }
        let type = try property.type.map(resolveType)
        let converted = try type.map { try coerce(newValue, to: $0, context: .assignment, at: span) } ?? newValue
        guard property.hasObservers else {
            instance.fields[name] = converted
            return .structValue(instance)
        }
        let box = Variable(value: value, isMutable: true, type: nil, naming: .local)
        try setObserved([(property, nil)], receiver: value, newValue: converted,
                        oldValue: { instance.fields[name] ?? .null }, at: span) {
            instance.fields[name] = converted
            box.value = .structValue(instance)
        }
        return box.value ?? .structValue(instance)
    }
}
