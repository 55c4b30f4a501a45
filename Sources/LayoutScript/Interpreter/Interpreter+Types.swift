extension Interpreter {
    /// The type a type annotation names.
    func resolveType(_ reference: TypeRef) throws -> ScriptType {
        switch reference {
        case .optional(let wrapped): return .optional(try resolveType(wrapped))
        case .array(let element, _): return .array(try resolveType(element))
        case .dictionary(let key, let value, _): return .dictionary(try resolveType(key), try resolveType(value))
        case .function(let parameters, let result, _): return .function(try parameters.map(resolveType), try resolveType(result))
        case .tuple(let elements, let labels, _): return .tuple(try elements.map(resolveType), labels: labels)
        case .named(let components, let span): return try resolveNamedType(components, at: span)
        case .generic(let base, let arguments, _):
            let resolvedBase = try resolveType(base)
            return try specialized(resolvedBase, arguments.map(resolveType)) ?? resolvedBase
        }
    }

    /// `Set` given its element type (and `Array`, `Dictionary` given theirs, as `Array<Int>()` spells them); nil for
    /// other types, whose generic arguments are erased.
    private func specialized(_ type: ScriptType, _ arguments: [ScriptType]) -> ScriptType? {
        switch (type, arguments.count) {
        case (.set, 1): .set(arguments[0])
        case (.array, 1): .array(arguments[0])
        case (.dictionary, 2): .dictionary(arguments[0], arguments[1])
        default: nil
        }
    }

    /// A name with generic arguments in an expression (`Set<String>` in `Set<String>()`): the arguments are resolved,
    /// so an unknown type among them is reported at its position, and a `Set`, `Array` or `Dictionary` keeps them.
    func specialize(_ value: Value, _ arguments: [TypeRef]) throws -> Value {
        let resolved = try arguments.map(resolveType)
        if case .type(.builtin(let builtin)) = value, let type = specialized(builtin, resolved) {
            return .type(.builtin(type))
        }
        return value
    }

    private func resolveNamedType(_ components: [String], at span: SourceSpan) throws -> ScriptType {
        let first = components[0]
        if components.count == 1, let builtin = BuiltinTypes.named(first) { return builtin }
        if components == ["Self"] { return enclosingSelfType }
        switch enclosingNestedType(named: first) {
        case .namespace(let namespace) where components.count == 1: return .valueType(namespace)
        case .scriptClass(let nested) where components.count == 1: return .scriptClass(nested)
        case .host(let host): return try nestedHostType(host, components.dropFirst(), written: components, at: span)
        default: break
        }
        if components.count == 1 {
            if let scriptClass = classes[first] { return .scriptClass(scriptClass) }
            if let scriptProtocol = protocols[first] { return .protocolType(scriptProtocol) }
        }
        if let scriptClass = qualifiedClass(components) { return .scriptClass(scriptClass) }
        if let namespace = declaredValueType(components) { return .valueType(namespace) }
        if components.count == 1, let alias = typeAliases[first] {
            guard !resolvingAliases.contains(first) else {
                throw ScriptFailure.runtime("type alias '\(first)' references itself", at: alias.nameSpan)
            }
            resolvingAliases.insert(first)
            defer { resolvingAliases.remove(first) }
            return try resolveType(alias.type)
        }
        if let host = registry.named(first) {
            return try nestedHostType(host, components.dropFirst(), written: components, at: span)
        }
        if components.count == 1, UIKitOutsideLayout.objectTypes.contains(first) { return .any }
        if components.count == 1, let snapKit = BindingTypes(registry).snapKitProtocol(named: first) { return snapKit }
        let candidates = registry.typeNames + BuiltinTypes.names + Array(classes.keys) + Array(protocols.keys)
        _ = unknown(components.joined(separator: "."), at: span, name: first, candidates: candidates)
        return .any
    }

    /// The UIKit type `components` name inside `host` (`host` itself when there are none).
    private func nestedHostType(_ host: HostType, _ components: ArraySlice<String>, written: [String],
                                at span: SourceSpan) throws -> ScriptType {
        var host = host
        for component in components {
            guard let nested = host.nestedType(named: component) else {
                // UIKit API layoutviz does not model (`UIApplication.LaunchOptionsKey`), or an app's nested type
                _ = unknown(written.joined(separator: "."), at: span, name: component,
                            candidates: Array(host.nestedTypes.keys))
                return .any
            }
            host = nested
        }
        return .host(host)
    }

    /// A struct or enum the scene declares, by name or by a path through the types nesting it (`Card.Style`).
    private func declaredValueType(_ components: [String]) -> Namespace? {
        if components.count == 1 { return namespaces[components[0]] }
        var current: Namespace? = namespaces[components[0]]
        if current == nil, let owner = classes[components[0]] { current = nestedNamespace(components[1], in: owner) }
        else if let outer = current { current = outer.nested[components[1]] }
        for component in components.dropFirst(2) { current = current?.nested[component] }
        return current
    }

    /// The value a type written in an expression stands for (`UIFont.Weight`, `[UIView]`).
    func typeValue(of reference: TypeRef) throws -> TypeValue {
        switch try resolveType(reference) {
        case .host(let host): .host(host)
        case .scriptClass(let scriptClass): .scriptClass(scriptClass)
        case .valueType(let namespace): .namespace(namespace)
        case let other: .builtin(other)
        }
    }
}
