import LayoutScene

extension Interpreter {
    func evaluate(_ call: Call, in scope: Scope, expecting expected: ScriptType?) throws -> Value {
        coverage.noteEvaluated(at: call.span.start)
        switch call.callee {
        case .name(let name, let span):
            if globalFunctions[name] == nil, let receiver = scope.currentReceiver?.value,
               let added = try addSubviews(receiver, name, call, in: scope, at: span, isBareCall: true) {
                return added
            }
            if let result = try callBuiltinMethodOfSelf(name, call, in: scope, at: span) { return result }
            if globalFunctions[name] == nil, let result = try callStaticOperator(name, call, in: scope, at: span) {
                return result
            }
            let warningsBefore = warnings.count
            switch try callee(named: name, in: scope, at: span) {
            case .value(.function(.function(let decl, _, let receiver?))) where !fitsAny([decl], call, in: scope)
                && receiver.value.host(AnyObject.self).map { hostHasOverload(of: $0, name, call) } == true:
                // inside an extension, UIKit's overload beside the extension's method of the same name
                return try callMember(receiver.value, name, call, in: scope, at: span)
            case .value(.function(.function(let decl, _, let receiver?))) where !fitsAny([decl], call, in: scope):
                // overloads called by bare name from a sibling (`font(.book, size)` beside `font(size)` in a static
                // method, `constrain([…])` beside `constrain(toSuperviewEdges:)` in an extension): chosen among all
                // of them, as `Type.font(…)` and `self.constrain(…)` are
                if case .type(let type) = receiver.value { return try callStatic(type, name, call, in: scope, at: span) }
                return try callMember(receiver.value, name, call, in: scope, at: span)
            case .value(let value):
                // `anchor(top: …, paddingTop: …)` of an undeclared helper, called on `self` (a capitalised name is a
                // type: `StreamingIndicator(height: 16)` makes one)
                if value.isUnknown, name.first?.isUppercase != true,
                   let view = scope.currentReceiver?.value.host(View.self),
                   let made = try constrainByUnknownHelper(view, name, call, in: scope, at: span) {
                    withdrawUnknownSymbolWarnings(for: name, since: warningsBefore)
                    return made
                }
                // `setupView(stackView)`: unknown code of `self`, which the views it is given may be added to
                if value.isUnknown, name.first?.isLowercase == true {
                    if let template = try runUndeclaredProtocolTemplate(value, call, in: scope, at: span) {
                        return template
                    }
                    return absorbCall(value, call, in: scope, handingViewsTo: scope.currentReceiver?.value)
                }
                return try callValue(value, call, in: scope, at: span)
            case .scriptMethods(let receiver, let methods):
                if !fitsAny(methods.map(\.0), call, in: scope), let object = receiver.value.host(AnyObject.self),
                   hostHasOverload(of: object, name, call) {
                    return try callMember(receiver.value, name, call, in: scope, at: span)
                }
                return try callScriptMethods(methods, receiver: receiver.value, call, in: scope, name: name, at: span)
            case .scriptFunctions(let functions):
                // the app's overload of a Foundation function beside Foundation's own (`func NSLocalizedString(_ key:)`
                // calling `NSLocalizedString(key, comment: "")`): a call its overloads do not fit is Foundation's
                if !fitsAny(functions, call, in: scope), let builtin = BuiltinFunction(rawValue: name) {
                    return try callValue(.function(.builtin(builtin)), call, in: scope, at: span)
                }
                return try callScriptFunctions(functions.map { ($0, nil) }, receiver: nil, call, in: scope, name: name,
                                               at: span)
            }
        case .member(let base, let member):
            if member.name == "init", case .selfReference = base {
                return try delegateInitializer(toSuper: false, call, in: scope, at: member.span)
            }
            if member.name == "init" {
                let type = try evaluate(base, in: scope)
                if type.isUnknown { return absorbCall(type, call, in: scope) }
                if case .object(let object) = type, let made = try callOutsideLayout(object, nil, call, in: scope) {
                    return made
                }
                let written: [TypeRef] = if case .specialized(_, let arguments, _) = base { arguments } else { [] }
                return try withGenericArguments(written) {
                    try construct(typeValue(for: type, at: base.span), call, in: scope, at: member.span)
                }
            }
            if BuiltinMembers.mutatingArrayMethods.contains(member.name)
                || Self.mutatingSetMethods.contains(member.name), let result = try mutateArray(
                base, member, call, in: scope) {
                return result
            }
            let receiver = try baseResolvingSelfAlias(base, member: member.name, in: scope)
                ?? evaluate(base, in: scope, expecting: base.chainContext(expected))
            if let result = try callMutatingMethod(of: receiver, base, member, call, in: scope) { return result }
            if let configured = try configurationHelper(base, receiver, member.name, call, in: scope, at: member.span) {
                return configured
            }
            if let sent = try objectiveCMessage(receiver, member.name, call, in: scope, at: member.span) { return sent }
            return try callMember(receiver, member.name, call, in: scope, at: member.span)
        case .implicitMember(let name, let span):
            return try callImplicitMember(name, call, in: scope, expecting: expected, at: span)
        case .superMember(let name, let span):
            return try callSuper(name, call, in: scope, at: span)
        case .specialized(_, let arguments, _):
            return try withGenericArguments(arguments) {
                try callValue(evaluate(call.callee, in: scope), call, in: scope, at: call.callee.span)
            }
        default:
            return try callValue(evaluate(call.callee, in: scope), call, in: scope, at: call.callee.span)
        }
    }

    /// Runs a call written with generic arguments (`UICollectionView.CellRegistration<BookCell, Book> { … }`) with
    /// the arguments resolved for the host function it reaches (``HostCall/genericArguments``); a type that does not
    /// resolve is left out.
    private func withGenericArguments(_ arguments: [TypeRef], _ body: () throws -> Value) throws -> Value {
        let saved = callGenericArguments
        callGenericArguments = arguments.compactMap { try? resolveType($0) }
        defer { callGenericArguments = saved }
        return try body()
    }

    private func typeValue(for value: Value, at span: SourceSpan) throws -> TypeValue {
        guard case .type(let type) = value else {
            throw ScriptFailure.runtime("'init' can only be called on a type (got a value of type "
                                            + "'\(typeName(of: value))')", at: span)
        }
        return type
    }

    /// The name a call's callee ends in (`width` of `Screen.width()`), or "" for another callee.
    static func calleeName(_ call: Call) -> String {
        switch call.callee {
        case .name(let name, _): name
        case .member(_, let member): member.name
        default: ""
        }
    }

    func callValue(_ value: Value, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        switch value {
        case .function(let callable):
            return try callCallable(callable, call, in: scope, at: span)
        case .type(let type):
            return try construct(type, call, in: scope, at: span)
        case _ where value.isUnknown:
            if let template = try runUndeclaredProtocolTemplate(value, call, in: scope, at: span) { return template }
            return try placeholderInstance(calling: value, call, in: scope, at: span) ?? absorbCall(value, call, in: scope)
        case .object(let object) where OutsideLayoutObject.of(object) != nil:
            return try callOutsideLayout(object, nil, call, in: scope) ?? .void
        // `sp_screenWidth()`: the screen's size by its name (``ScreenSizeNames``), spelt as a function of nothing
        case .double where call.arguments.isEmpty && ScreenSizeNames.dimension(of: Self.calleeName(call)) != nil:
            return value
        default:
            if let appMember = callingLibrarySpellingMember(call, in: scope, at: span) { return appMember }
            throw ScriptFailure.runtime("cannot call value of non-function type '\(typeName(of: value))'", at: span)
        }
    }

    private func callCallable(_ callable: Callable, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        switch callable {
        case .closure(let closure, let captured):
            if let labelled = call.arguments.first(where: { $0.label != nil && !$0.isTrailingClosure }) {
                throw ScriptFailure.runtime("extraneous argument label '\(labelled.label!):' in call", at: labelled.span)
            }
            let types = try closure.parameters.map { try $0.type.map(resolveType) ?? .any }
            let arguments = try call.arguments.enumerated().map { index, argument in
                try evaluate(argument.value, in: scope, expecting: index < types.count ? types[index] : nil)
            }
            return try invoke(closure, captured: captured, arguments: arguments, at: span)
        case .function(let function, let definingScope, let receiver):
            return try callScriptFunctions([(function, receiver?.definingClass)], receiver: receiver?.value, call,
                                           in: scope, name: function.name, at: span, definingScope: definingScope,
                                           receiverBox: receiver?.box)
        case .hostMethod(let receiver, let name):
            return try callMember(receiver, name, call, in: scope, at: span)
        case .builtin(let builtin):
            let values = try call.arguments.map { try evaluate($0.value, in: scope) }
            return try callBuiltin(builtin, labels: call.labels, values, at: span)
        case .enumCase(let namespace, let caseDecl):
            return try makeEnumCase(namespace, caseDecl, call, in: scope, at: span)
        case .operatorFunction, .keyPath:
            let values = try call.arguments.map { try evaluate($0.value, in: scope) }
            return try self.call(.function(callable), arguments: values, at: span)
        }
    }

    func callMember(_ base: Value, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws -> Value {
        switch base {
        case .null:
            return absorbCall(nilReceiver(of: name, at: span), call, in: scope)
        case .object(let object):
            if let configured = try thenOrDo(base, name, call, in: scope, at: span) { return configured }
            if let added = try addSubviews(base, name, call, in: scope, at: span) { return added }
            if let scripted = HostBase.scriptedObject(object) {
                // `self.setLayout()` in a class declaring a private `setLayout()`: that one, even on a subclass instance
                if let receiver = scope.currentReceiver, case .object(let current) = receiver.value,
                   (current as AnyObject) === (object as AnyObject),
                   let own = receiver.definingClass?.privateMethods(named: name), !own.isEmpty,
                   !(hostHasOverload(of: object, name, call) && !fitsAny(own.map(\.0), call, in: scope)) {
                    return try callScriptMethods(own, receiver: base, call, in: scope, name: name, at: span)
                }
                let methods = scripted.instance.scriptClass.methods(named: name)
                // a class's `addSubview()` beside UIKit's `addSubview(_:)`: overloads, chosen by the labels
                if !methods.isEmpty,
                   !(hostHasOverload(of: object, name, call) && !fitsAny(methods.map(\.0), call, in: scope)) {
                    return try callScriptMethods(methods, receiver: base, call, in: scope, name: name, at: span)
                }
            }
            let extensionMethods = extensionMethods(of: base, named: name)
            // an extension's `register(_:)` beside UIKit's `register(_:forCellWithReuseIdentifier:)`: overloads
            if !extensionMethods.isEmpty,
               !(hostHasOverload(of: object, name, call) && !fitsAny(extensionMethods, call, in: scope)) {
                return try callScriptFunctions(extensionMethods.map { ($0, nil) }, receiver: base, call, in: scope,
                                               name: name, at: span)
            }
            if let result = try updateGestureRecognizers(of: object, name, call, in: scope) { return result }
            if let result = try callOutsideLayout(object, name, call, in: scope) { return result }
            if let result = try callScanner(object, name, call, in: scope) { return result }
            if let result = unmodelledDrawing(object, name, call, in: scope, at: span) { return result }
            if let type = hostType(of: object) {
                let candidates = type.methods(named: name)
                if let cell = try dequeuedCellOfClassGiven(object, name, call, candidates: candidates, in: scope,
                                                           at: span) {
                    return cell
                }
                if candidates.isEmpty,
                   let wrapped = try callSnapKitWrapper(type, base, name, call, in: scope, at: span) {
                    return wrapped
                }
                if let overload = try callArrayOverload(type, name, candidates: candidates, receiver: base, call,
                                                        in: scope, at: span) {
                    return overload
                }
                if !candidates.isEmpty {
                    if let extended = try callExtendedHostOverload(type, name, candidates: candidates, receiver: base,
                                                                   call, in: scope, at: span) {
                        return extended
                    }
                    if let each = try callVariadicHostOverload(type, name, candidates: candidates, receiver: base,
                                                               call, in: scope, at: span) {
                        return each
                    }
                    if let degraded = degradedHostMethod(type, name, candidates: candidates, call, isStatic: false,
                                                         in: scope, at: span) {
                        return degraded
                    }
                    return try callHost(candidates, receiver: base, call, in: scope,
                                        describing: "instance method '\(name)'", at: span)
                }
            }
            if let constraint = object as? LayoutConstraint {
                return constraintThroughUndeclaredHelper(constraint, base, name, call, in: scope, at: span)
            }
            if let view = object as? View, try memberIfPresent(of: base, name, at: span) == nil,
               let made = try constrainByUnknownHelper(view, name, call, in: scope, at: span) {
                return made
            }
            if let placeholder = object as? PlaceholderView {
                // a method of the undeclared class (`viewModel.transform(input:)`), even where UIView has a property
                // of that name
                let symbol = "\(placeholder.className).\(Selector.text(name, call.labels))"
                return absorbCall(unknown(symbol, at: span), call, in: scope, receiver: base)
            }
            let callee = try member(of: base, name, at: span)
            if callee.isUnknown { return absorbCall(callee, call, in: scope, receiver: base) }
            if let extended = try extensionMethodNamedLikeProperty(object, base, callee, name, call, in: scope,
                                                                   at: span) {
                return extended
            }
            return try callValue(callee, call, in: scope, at: span)
        case .type(let type):
            return try callStatic(type, name, call, in: scope, at: span)
        case .structValue(let instance):
            return try callValueTypeMethod(of: base, instance.type, name, call, in: scope, at: span)
        case .enumValue(let instance):
            return try callValueTypeMethod(of: base, instance.type, name, call, in: scope, at: span)
        default:
            let extensionMethods = extensionMethods(of: base, named: name)
            if !extensionMethods.isEmpty {
                return try callScriptFunctions(extensionMethods.map { ($0, nil) }, receiver: base, call, in: scope,
                                               name: name, at: span)
            }
            if let added = try addArrayOfViews(base, name, call, in: scope, at: span) { return added }
            if let installed = activateFreshConstraints(base, name, call, at: span) { return installed }
            return try callBuiltinMember(base, name, call, in: scope, at: span)
        }
    }

    private func callStatic(_ type: TypeValue, _ name: String, _ call: Call, in scope: Scope, at span: SourceSpan) throws
        -> Value {
        let extensionMethods = extensionStaticMethods(of: type, named: name)
        // an extension's `activate(_:withPriority:)` beside UIKit's `activate(_:)`: the call UIKit's when only it fits
        let isHostsOverload = if case .host(let host) = type {
            !fitsAny(extensionMethods, call, in: scope) && labelsFit(host.staticMethods(named: name), call)
        } else { false }
        if !extensionMethods.isEmpty, !isHostsOverload {
            return try callScriptFunctions(extensionMethods.map { ($0, nil) }, receiver: .type(type), call, in: scope,
                                           name: name, at: span)
        }
        switch type {
        case .host(let host):
            let candidates = host.staticMethods(named: name)
            if !candidates.isEmpty {
                if let degraded = degradedHostMethod(host, name, candidates: candidates, call, isStatic: true,
                                                     in: scope, at: span) {
                    return degraded
                }
                return try callHost(candidates, receiver: .type(type), call, in: scope,
                                    describing: "static method '\(name)'", at: span)
            }
        case .scriptClass(let scriptClass):
            if let owner = scriptClass.classDeclaringStatic(name), let methods = owner.statics.methods[name] {
                return try callScriptFunctions(methods.map { ($0, owner) }, receiver: .type(type), call, in: scope,
                                               name: name, at: span)
            }
        case .namespace(let namespace):
            if let methods = namespace.statics.methods[name] {
                return try callScriptFunctions(methods.map { ($0, nil) }, receiver: .type(type), call, in: scope,
                                               name: name, at: span)
            }
        case .builtin:
            break
        }
        return try callValue(member(of: .type(type), name, at: span), call, in: scope, at: span)
    }

    private func callImplicitMember(_ name: String, _ call: Call, in scope: Scope, expecting expected: ScriptType?,
                                    at span: SourceSpan) throws -> Value {
        guard let expected else {
            // `.appColor(…)` where the type comes from code the files do not hold, as for a member without a call
            return absorbCall(unknown(".\(name)", at: span), call, in: scope)
        }
        for candidate in expected.implicitMemberScopes.compactMap(typeValue(of:)) {
            if name == "init" { return try construct(candidate, call, in: scope, at: span) }
            if case .host(let host) = candidate, !host.staticMethods(named: name).isEmpty {
                return try callStatic(candidate, name, call, in: scope, at: span)
            }
            if let value = try staticMemberIfPresent(of: candidate, name, at: span) {
                return try callValue(value, call, in: scope, at: span)
            }
        }
        return try callValue(implicitMember(name, expecting: expected, at: span), call, in: scope, at: span)
    }

    /// Calls a host function chosen among `candidates` by the call's labels, with arguments converted to its
    /// parameter types.
    func callHost(_ candidates: [HostFunction], receiver: Value, _ call: Call, in scope: Scope, describing: String,
                  at span: SourceSpan) throws -> Value {
        let shapes = candidates.map { function in
            function.parameters.shapes
        }
        guard let (index, mapping) = zip(shapes.indices, shapes).lazy
            .compactMap({ index, shape in ArgumentMatching.match(call.arguments, to: shape).map { (index, $0) } }).first
        else {
            throw ScriptFailure.runtime(ArgumentMatching.mismatchMessage(
                call.arguments, candidates: zip(candidates, shapes).map { ($0.selector, $1) }, calling: describing),
                at: span)
        }
        let function = candidates[index]
        let types = function.receiverTypedParameters?(receiver) ?? function.parameters.map(\.type)
        var arguments = try evaluateArguments(call, mapping, types: types,
                                              variadic: function.parameters.map(\.isVariadic), in: scope)
        // `NSLayoutConstraint.activate([known, unknown])`, `UIStackView(arrangedSubviews: [a, unknown])`: the known
        // elements still take part; only what is unknown is left out
        arguments = zip(arguments, function.parameters).map { argument, parameter in
            guard case .array(let elements)? = argument, case .array = parameter.type else { return argument }
            return .array(elements.filter { !$0.isUnknown })
        }
        arguments = StandInConstants.detachedPlaceholdersAsNumbers(function, receiver: receiver, arguments: arguments,
                                                                   call: call)
        var standInFor: String?
        var guessedFrom: Value?
        if let unknownArgument = firstUnknown(arguments) {
            if let standIns = try standInArguments(function, receiver: receiver, arguments: arguments, call,
                                                   at: span) {
                arguments = standIns
                standInFor = standInSpelling(call, symbol: unknownArgument.unknownSymbol?.name ?? "?")
            } else if let likely = likelyNumberArguments(function, arguments) {
                arguments = likely
            } else if let guessed = likelyGeometryArguments(function, receiver: receiver, arguments) {
                arguments = guessed
                guessedFrom = unknownArgument
            } else {
                return skipHostCall(function, receiver: receiver, unknownArgument: unknownArgument, at: span)
            }
        }
        let result = try hostBinding(at: span) {
            try function.body(HostCall(receiver: receiver, arguments: arguments, span: span, anchor: call.anchor,
                                       interpreter: self))
        }
        if let standInFor { StandInConstants.mark(result, for: standInFor) }
        if let guessedFrom { return carryingLikelyValue(result, of: guessedFrom) }
        coverage.noteProduced(by: result)
        return result
    }

    /// Evaluates each argument with its parameter's type as context, converting it to that type. Nil read from an
    /// implicitly unwrapped optional where the parameter takes none (`view.addSubview(imageView)` with `var imageView:
    /// UIImageView!` set only from the app's data) would trap: it is an unknown value, with a warning, so the call is
    /// skipped as for any unknown argument (a `nil` literal there is the compiler's error; Objective-C's runtime
    /// skips the statement instead, ``executeForgiving(_:in:)``).
    func evaluateArguments(_ call: Call, _ mapping: [[Int]], types: [ScriptType], variadic: [Bool], in scope: Scope)
        throws -> [Value?] {
        try mapping.enumerated().map { parameter, indices -> Value? in
            if indices.isEmpty { return variadic[parameter] ? .array([]) : nil }
            let values = try indices.map { index -> Value in
                let argument = call.arguments[index]
                let value = try evaluate(argument.value, in: scope, expecting: types[parameter])
                if value.isNull, !argument.value.isNilLiteral, !isObjectiveC(at: argument.value.span),
                   (try? coerce(value, to: types[parameter], context: .argument, at: argument.value.span)) == nil {
                    return nilUnwrapped(argument.value, at: argument.value.span)
                }
                return try coerce(value, to: types[parameter], context: .argument, at: argument.value.span)
            }
            return variadic[parameter] ? .array(values) : values[0]
        }
    }
}

extension ScriptType {
    var isFunction: Bool {
        switch unwrapped {
        case .function, .any: true
        default: false
        }
    }
}

extension Interpreter {
    /// Whether the UIKit type of an object has an overload of `name` the call's labels fit.
    func hostHasOverload(of object: Any, _ name: String, _ call: Call) -> Bool {
        hostType(of: object).map { labelsFit($0.methods(named: name), call) } ?? false
    }

    /// Whether the call's labels fit one of UIKit's functions.
    func labelsFit(_ functions: [HostFunction], _ call: Call) -> Bool {
        functions.contains { ArgumentMatching.match(call.arguments, to: $0.parameters.shapes) != nil }
    }

    /// Whether the call's labels fit one of the scene's functions, and, given the calling scope, its arguments could
    /// fill the parameters they go to (see ``argument(_:couldFill:in:)``).
    func fitsAny(_ functions: [FunctionDecl], _ call: Call, in scope: Scope? = nil) -> Bool {
        functions.contains { function in
            guard let filled = ArgumentMatching.match(call.arguments, to: function.parameters.shapes) else {
                return false
            }
            return zip(function.parameters, filled).allSatisfy { parameter, indices in
                parameter.isVariadic || indices.allSatisfy {
                    argument(call.arguments[$0].value, couldFill: parameter.type, in: scope)
                }
            }
        }
    }
}
