/// Convenience initializers that extensions add to UIKit types (`extension UILabel { convenience init(text:) }`).
extension Interpreter {
    /// Makes a UIKit object with an extension's initializer when the call fits one and none of UIKit's; nil
    /// otherwise.
    func constructWithExtensionInitializer(_ type: TypeValue, host: HostType, _ call: Call, in scope: Scope,
                                           at span: SourceSpan) throws -> Value? {
        let candidates = extensionsApplying(to: type).flatMap(\.initializers)
        guard !candidates.isEmpty else { return nil }
        if hostInitializerFits(host, call) { return nil }
        for decl in candidates {
            let shape = decl.parameters.shapes
            guard let mapping = ArgumentMatching.match(call.arguments, to: shape) else { continue }
            let types = try withEnclosingType(of: ScriptReceiver(box: Variable(value: nil, isMutable: true, type: nil,
                                                                               naming: .local),
                                                                 definingClass: nil, initializingHost: host)) {
                try decl.parameters.map { try resolveType($0.type) }
            }
            let arguments = try evaluateArguments(call, mapping, types: types,
                                                  variadic: decl.parameters.map(\.isVariadic), in: scope)
            return try runExtensionInitializer(decl, of: host, arguments: arguments, at: span)
        }
        return nil
    }

    /// Runs an extension initializer: `self` is made by its `self.init(…)` call, then the body goes on with it.
    private func runExtensionInitializer(_ decl: InitializerDecl, of host: HostType, arguments: [Value?],
                                         at span: SourceSpan) throws -> Value {
        let box = Variable(value: nil, isMutable: true, type: nil, naming: .local)
        let receiver = ScriptReceiver(box: box, definingClass: nil, initializingHost: host)
        let flow = try withCallDepth(span) { try withEnclosingType(of: receiver) {
            let scope = Scope(parent: globals, receiver: receiver, naming: .local)
            try bindParameters(decl.parameters, types: parameterTypes(of: decl.parameters), arguments: arguments,
                               in: scope, at: span)
            return try execute(decl.body, in: scope.child())
        } }
        if case .returned(.null) = flow { return .null }
        guard let made = box.value else {
            throw ScriptFailure.runtime("'self.init' isn't called on all paths before returning from initializer",
                                        at: decl.span)
        }
        return made
    }

    /// Whether one of `host`'s initializers takes the call's arguments: their labels fit and no string literal goes
    /// where it takes no string (a string literal there is an app's extension overload, `UIColor(hex: "#FF8800")`
    /// beside `UIColor(hex: 0xFF8800)`).
    func hostInitializerFits(_ host: HostType, _ call: Call) -> Bool {
        host.initializers.contains { function in
            let shape = function.parameters.shapes
            guard let mapping = ArgumentMatching.match(call.arguments, to: shape) else { return false }
            return !zip(function.parameters, mapping).contains { parameter, taken in
                !parameter.type.acceptsString && taken.contains {
                    if case .string = call.arguments[$0].value { true } else { false }
                }
            }
        }
    }
}

private extension ScriptType {
    /// Whether a string can be passed where this type is expected.
    var acceptsString: Bool {
        switch unwrapped {
        case .string, .any: true
        case .oneOf(let members, _): members.contains { $0.acceptsString }
        default: false
        }
    }
}
