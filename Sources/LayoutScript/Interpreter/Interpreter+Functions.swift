extension Interpreter {
    func callScriptMethods(_ methods: [(FunctionDecl, ScriptClass)], receiver: Value, _ call: Call, in scope: Scope,
                           name: String, at span: SourceSpan) throws -> Value {
        try callScriptFunctions(methods.map { ($0.0, $0.1) }, receiver: receiver, call, in: scope, name: name, at: span)
    }

    /// Calls the scene function or method among `candidates` that fits the call's labels.
    func callScriptFunctions(_ candidates: [(FunctionDecl, ScriptClass?)], receiver: Value?, _ call: Call,
                             in scope: Scope, name: String, at span: SourceSpan, definingScope: Scope? = nil,
                             receiverBox: Variable? = nil) throws -> Value {
        let shapes = candidates.map { candidate in
            candidate.0.parameters.shapes
        }
        let fitting = zip(shapes.indices, shapes)
            .compactMap({ index, shape in ArgumentMatching.match(call.arguments, to: shape).map { (index, $0) } })
        guard let (index, mapping) = try overload(fittingArgumentTypesAmong: fitting, candidates, receiver: receiver,
                                                  call, in: scope) ?? fitting.first
        else {
            if let receiver, let elsewhere = try callOverloadDeclaredElsewhere(receiver, name, candidates.map(\.0), call,
                                                                               in: scope, at: span) {
                return elsewhere
            }
            let kind = receiver == nil ? "global function '\(name)'" : "method '\(name)'"
            throw ScriptFailure.runtime(ArgumentMatching.mismatchMessage(
                call.arguments, candidates: zip(candidates, shapes).map { ($0.0.selector, $1) }, calling: kind), at: span)
        }
        let (function, definingClass) = candidates[index]
        let types = try withEnclosingType(of: receiver.map { ScriptReceiver(value: $0, definingClass: definingClass) }) {
            try function.parameters.map { try resolveType($0.type) }
        }
        let targets = try inoutTargets(function.parameters, call, mapping, in: scope)
        var arguments = try evaluateArguments(call, mapping.indices.map { targets[$0] == nil ? mapping[$0] : [] },
                                              types: types, variadic: function.parameters.map(\.isVariadic), in: scope)
        for (parameter, target) in targets {
            arguments[parameter] = try coerce(target.get(), to: types[parameter], context: .argument, at: span)
        }
        return try invoke(function, definingScope: definingScope ?? globals,
                          receiver: receiverBox.map { ScriptReceiver(box: $0, definingClass: definingClass) }
                              ?? receiver.map { ScriptReceiver(value: $0, definingClass: definingClass) },
                          arguments: arguments, copyingOut: targets, at: span)
    }

    /// The variables passed with `&` to a function's `inout` parameters, by parameter index. Swift's rules: an
    /// inout parameter takes `&variable`, and `&` goes nowhere else.
    private func inoutTargets(_ parameters: [FunctionParameter], _ call: Call, _ mapping: [[Int]], in scope: Scope)
        throws -> [Int: LValue] {
        var targets: [Int: LValue] = [:]
        for (index, parameter) in parameters.enumerated() where parameter.isInout {
            guard let argumentIndex = mapping[index].first else { continue }
            let argument = call.arguments[argumentIndex]
            guard case .inoutArgument(let variable, _) = argument.value else {
                throw ScriptFailure.runtime("passing value to parameter '\(parameter.name)' of an inout type requires "
                                                + "explicit '&'", at: argument.value.span)
            }
            targets[index] = try lvalue(variable, in: scope)
        }
        return targets
    }

    /// Runs a scene function: binds the parameters (evaluating defaults where the call left them out), runs the
    /// body and converts the result to the declared return type.
    /// The values of `inout` parameters are copied back to the caller's variables (`copyingOut`, by parameter
    /// index) when the body ends, also by throwing, as Swift does.
    func invoke(_ function: FunctionDecl, definingScope: Scope, receiver: ScriptReceiver?, arguments: [Value?],
                copyingOut targets: [Int: LValue] = [:], at span: SourceSpan) throws -> Value {
        functionsRun.insert(ObjectIdentifier(function))
        if let skipped = unknownRecursion(function, arguments, at: span) { return skipped }
        runningFunctions[ObjectIdentifier(function), default: 0] += 1
        defer { runningFunctions[ObjectIdentifier(function), default: 1] -= 1 }
        return try withCallDepth(span) { try withEnclosingType(of: receiver) {
            let types = try parameterTypes(of: function.parameters)
            let returnType = try function.returnType.map(resolveType)
            let scope = Scope(parent: definingScope, receiver: receiver, returnType: returnType, naming: .local)
            try bindParameters(function.parameters, types: types, arguments: arguments, in: scope, at: span)
            let copyOut = {
                for (index, target) in targets.sorted(by: { $0.key < $1.key }) {
                    if let value = scope.lookupHere(function.parameters[index].name)?.value { try target.set(value) }
                }
            }
            let result: Value
            do {
                if let returnType, !returnType.isVoidLike, let expression = function.body.implicitResult {
                    result = try coerce(evaluate(expression, in: scope, expecting: returnType), to: returnType,
                                        context: .returnValue, at: expression.span)
                } else {
                    // the body's own scope: `var list = list` shadows the parameter, as Swift allows
                    let flow = try execute(function.body, in: scope.child())
                    result = try finish(flow, returnType: returnType, missingReturn: "missing return in function "
                                            + "'\(function.name)' expected to return '\(returnType?.name ?? "")'",
                                        at: function.nameSpan)
                }
            } catch let failure as ScriptFailure {
                try copyOut()
                // in an app's file, a call the file alone cannot complete ends there (``stoppedAlone(_:receiver:by:)``)
                if let unknown = stoppedAlone(function, receiver: receiver, by: failure) { return unknown }
                throw failure
            } catch {
                try copyOut()
                throw error
            }
            try copyOut()
            return result
        } }
    }

    func bindParameters(_ parameters: [FunctionParameter], types: [ScriptType], arguments: [Value?], in scope: Scope,
                        at span: SourceSpan) throws {
        for (index, parameter) in parameters.enumerated() {
            let value: Value
            if index < arguments.count, let argument = arguments[index] {
                value = argument
            } else if let defaultValue = parameter.defaultValue {
                value = try coerce(evaluate(defaultValue, in: scope, expecting: types[index]), to: types[index],
                                   context: .argument, at: defaultValue.span)
            } else {
                throw ScriptFailure.runtime("missing argument for parameter '\(parameter.label ?? parameter.name)' in call",
                                            at: span)
            }
            scope.declare(parameter.name, Variable(value: value, isMutable: parameter.isInout, type: types[index],
                                                   naming: .local))
        }
    }

    /// The value a body produced: its `return` value converted to the declared type, or `()`.
    func finish(_ flow: Flow, returnType: ScriptType?, missingReturn: String, at span: SourceSpan) throws -> Value {
        switch flow {
        case .returned(let value):
            guard let returnType else { return value }
            return try coerce(value, to: returnType, context: .returnValue, at: span)
        case .normal:
            if let returnType, !returnType.isVoidLike { throw ScriptFailure.runtime(missingReturn, at: span) }
            return .void
        case .broke(let place, _), .continued(let place, _):
            throw ScriptFailure.runtime("'break' and 'continue' are only allowed inside a loop", at: place)
        case .fallenThrough(let place):
            throw Self.misplacedFallthrough(at: place)
        }
    }

    /// Runs a closure with positional arguments (`$0`, `$1`, … or its named parameters). `expected` is the result
    /// type the caller's context gives a closure that states none (a dynamic colour's provider returns a `UIColor`),
    /// so its `return .black` is typed as Swift types it.
    /// `sharingFirst` is the caller's variable the first parameter is bound to, for a parameter Swift passes
    /// `inout` (`reduce(into:)`'s accumulator): the body's assignments to it are the caller's.
    func invoke(_ closure: ClosureLiteral, captured: Scope, arguments given: [Value], at span: SourceSpan,
                returning expected: ScriptType? = nil, sharingFirst shared: Variable? = nil) throws -> Value {
        try withCallDepth(span) {
            let returnType = try closure.returnType.map(resolveType) ?? expected
            let scope = Scope(parent: captured, returnType: returnType, naming: .local)
            let expected = closure.anonymousParameterCount > 0 ? closure.anonymousParameterCount : closure.parameters.count
            // A closure taking several parameters is given a tuple's elements (`zip(a, b).map { $0 + $1 }`,
            // `dictionary.forEach { key, value in … }`), as Swift allows.
            var arguments = given
            if expected > 1, given.count == 1, case .tuple(let elements, _) = given[0], elements.count == expected {
                arguments = elements
            }
            guard expected == arguments.count else {
                throw ScriptFailure.runtime("contextual closure type expects \(arguments.count) argument"
                                                + "\(arguments.count == 1 ? "" : "s"), but \(expected) "
                                                + "\(expected == 1 ? "was" : "were") used in closure body",
                                            at: closure.span)
            }
            if closure.anonymousParameterCount > 0 {
                for (index, argument) in arguments.enumerated() {
                    let sharing = index == 0 ? shared : nil
                    scope.declare("$\(index)", sharing ?? Variable(value: argument, isMutable: false, type: nil,
                                                                   naming: .local))
                }
            } else {
                for (index, (parameter, argument)) in zip(closure.parameters, arguments).enumerated()
                    where parameter.name != "_" {
                    if index == 0, let shared {
                        scope.declare(parameter.name, shared)
                        continue
                    }
                    let type = try parameter.type.map(resolveType)
                    let given = try type.map { try coerce(argument, to: $0, context: .argument, at: closure.span) }
                        ?? argument
                    let value = try viewStandIn(for: given, boundTo: parameter.name, declared: type, at: closure.span)
                    if given.isUnknown, !value.isUnknown { noteBinding(value, to: parameter.name, strength: .local) }
                    scope.declare(parameter.name, Variable(value: value, isMutable: false, type: type, naming: .local))
                }
            }
            if let result = closure.implicitResult { return try evaluate(result, in: scope, expecting: returnType) }
            return try finish(execute(closure.body, in: scope.child()), returnType: returnType,
                              missingReturn: "missing return in closure expected to return "
                                  + "'\(returnType?.name ?? "")'", at: closure.span)
        }
    }

    /// Calls a function value with positional arguments: how `map`, `forEach` and LayoutScene callbacks run
    /// scene closures; `expected` types the result of a closure that states no result type.
    func call(_ function: Value, arguments: [Value], at span: SourceSpan, returning expected: ScriptType? = nil) throws
        -> Value {
        if function.isUnknown { return function }
        guard case .function(let callable) = function else {
            throw ScriptFailure.runtime("cannot call value of non-function type '\(typeName(of: function))'", at: span)
        }
        switch callable {
        case .closure(let closure, let captured):
            return try invoke(closure, captured: captured, arguments: arguments, at: span, returning: expected)
        case .function(let decl, let scope, let receiver):
            guard decl.parameters.count == arguments.count else {
                throw ScriptFailure.runtime("function '\(decl.selector)' takes \(decl.parameters.count) arguments, "
                                                + "but \(arguments.count) were passed", at: span)
            }
            let types = try parameterTypes(of: decl.parameters)
            let converted = try zip(arguments, types).map { try coerce($0, to: $1, context: .argument, at: span) }
            return try invoke(decl, definingScope: scope, receiver: receiver, arguments: converted, at: span)
        case .hostMethod(let receiver, let name):
            return try callHostPositionally(receiver, name, arguments, at: span)
        case .builtin(let builtin):
            return try callBuiltin(builtin, labels: arguments.map { _ in nil }, arguments, at: span)
        case .keyPath(let names, let keyPathSpan):
            guard arguments.count == 1 else {
                throw ScriptFailure.runtime("a key path takes one value, but \(arguments.count) were passed", at: span)
            }
            return try names.reduce(arguments[0]) { value, name in try member(of: value, name, at: keyPathSpan) }
        case .operatorFunction(let op):
            guard arguments.count == 2 else {
                throw ScriptFailure.runtime("operator '\(op.rawValue)' takes two arguments", at: span)
            }
            return try apply(op, arguments[0], arguments[1], at: span)
        case .enumCase(let namespace, let caseDecl):
            guard (caseDecl.associatedValues ?? []).count == arguments.count else {
                throw ScriptFailure.runtime("enum case '\(caseDecl.name)' takes \((caseDecl.associatedValues ?? []).count) "
                                                + "associated values, but \(arguments.count) were passed", at: span)
            }
            return .enumValue(EnumValue(type: namespace, caseName: caseDecl.name, associated: arguments,
                                        labels: (caseDecl.associatedValues ?? []).map(\.label)))
        }
    }

    private func callHostPositionally(_ receiver: Value, _ name: String, _ arguments: [Value], at span: SourceSpan) throws
        -> Value {
        let candidates: [HostFunction]
        switch receiver {
        case .type(.host(let host)): candidates = host.staticMethods(named: name)
        case .object(let object): candidates = hostType(of: object)?.methods(named: name) ?? []
        default: candidates = []
        }
        guard let function = candidates.first(where: { $0.parameters.count == arguments.count }) else {
            throw ScriptFailure.runtime("'\(name)' cannot be called with \(arguments.count) arguments here", at: span)
        }
        let converted = try zip(arguments, function.parameters).map {
            try coerce($0, to: $1.type, context: .argument, at: span)
        }
        return try hostBinding(at: span) {
            try function.body(HostCall(receiver: receiver, arguments: converted, span: span, anchor: span,
                                       interpreter: self))
        }
    }

    /// The types parameters bind their values as: a variadic parameter holds an array.
    func parameterTypes(of parameters: [FunctionParameter]) throws -> [ScriptType] {
        try parameters.map { parameter in
            let type = try resolveType(parameter.type)
            return parameter.isVariadic ? .array(type) : type
        }
    }
}

extension ScriptType {
    var isVoidLike: Bool {
        switch self {
        case .void: true
        case .tuple(let elements, _): elements.isEmpty
        default: false
        }
    }
}
