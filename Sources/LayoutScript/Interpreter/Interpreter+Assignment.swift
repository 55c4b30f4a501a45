import LayoutScene
/// Something a scene can assign to: a variable, a property (written back through value-type receivers, so
/// `view.frame.size.width = 10` works), an array element.
struct LValue {
    let get: () throws -> Value
    let set: (Value) throws -> Void
    /// The declared type, for conversions and `.member` shorthand on the right-hand side.
    let type: ScriptType?
    /// The name a view stored here takes, if any.
    let name: String?
    let strength: NamingStrength
    /// The object whose property this is, and the property, for a member of an object.
    var owner: Value?
    var member: String?
}

extension Interpreter {
    func assign(_ assignment: Assignment, in scope: Scope) throws {
        do {
            let target = try lvalue(assignment.target, in: scope)
            var value: Value
            if let op = assignment.compound {
                let current = try target.get()
                let operand = try evaluate(assignment.value, in: scope, expecting: target.type ?? inferredType(of: current))
                value = try checkLength(apply(op, current, operand, at: assignment.operatorSpan), at: assignment.operatorSpan)
            } else {
                value = try evaluate(assignment.value, in: scope, expecting: target.type)
            }
            if let type = target.type { value = try coerce(value, to: type, context: .assignment, at: assignment.value.span) }
            let isUIKitProperty = isUIKitProperty(target)
            // `layer.cornerRadius = scale(8)`: an app's function of one number most likely gives that number to
            // UIKit (the scene's own variables keep the unknown value, and its stand-in mark)
            if isUIKitProperty, let likely = likelyValue(value, as: target.type) { value = likely }
            // a placeholder where the target takes one; where it cannot be set (`config?.image` of a nil
            // configuration), what holds a value keeps it, as below
            if value.isUnknown, let placeholder = placeholderValue(for: assignment.value, type: target.type),
               (try? target.set(placeholder)) != nil {
                noteUnknownAssignment(to: target)
                return
            }
            if value.isUnknown {
                // what holds a value keeps it (a UIKit property its default), though the assignment still happens for
                // its observers; only an uninitialized one takes it. A view remembers the property, so that what
                // judges its look (lint) does not judge a value the app's code would have replaced. An empty array or
                // dictionary of the scene's own is data not loaded yet (`items = []`, then `items = response.items`):
                // the app's data replaces it, so it takes the unknown value and a list counting it shows
                // representative rows.
                if let current = try? target.get(), !current.isNull,
                   !Self.isEmptyCollection(current) || isUIKitProperty {
                    try target.set(current)
                    noteUnknownAssignment(to: target)
                    return
                }
                let bound: String? = switch assignment.target {
                case .name(let name, _): name
                case .member(_, let member): member.name
                default: nil
                }
                let standIn = try viewStandIn(for: value, boundTo: bound, declared: target.type,
                                              at: assignment.value.span)
                _ = try? target.set(standIn)
                if !standIn.isUnknown, let name = target.name { noteBinding(standIn, to: name, strength: target.strength) }
                return
            }
            try target.set(value)
            noteFrameSet(on: target)
            if let name = target.name { noteBinding(value, to: name, strength: target.strength) }
        } catch is OptionalChainStop {
            return
        }
    }

    /// Whether `target` is a property of a UIKit object (`view.gestureRecognizers`), not one of the scene's own.
    private func isUIKitProperty(_ target: LValue) -> Bool {
        guard case .object(let object)? = target.owner, let member = target.member else { return false }
        return hostType(of: object)?.property(named: member) != nil
    }

    /// Whether `value` is an empty array or dictionary.
    static func isEmptyCollection(_ value: Value) -> Bool {
        switch value {
        case .array(let elements): elements.isEmpty
        case .dictionary(let dictionary): dictionary.entries.isEmpty
        default: false
        }
    }

    /// Remembers on a view that the scene gave `target`, one of its properties, a value it could not know (a
    /// placeholder, or the value the property already held).
    private func noteUnknownAssignment(to target: LValue) {
        if case .object(let object)? = target.owner, let view = object as? View, let member = target.member {
            view.unknownAssignments.insert(member)
        }
    }

    func lvalue(_ expression: Expr, in scope: Scope) throws -> LValue {
        switch expression {
        case .name(let name, let span):
            return try nameLValue(name, in: scope, at: span)
        case .member(let base, let member):
            return try memberLValue(base, member.name, in: scope, at: member.span)
        case .superMember(let name, let span):
            if let host = try superHostPropertyLValue(name, in: scope, at: span) { return host }
            return try memberLValue(.selfReference(span), name, in: scope, at: span)
        case .subscripted(let base, let arguments, let span):
            let array = try lvalue(base, in: scope)
            let container = try array.get()
            if case .dictionary = container {
                return try dictionaryElementLValue(array, arguments, in: scope, at: span)
            }
            if hasDeclaredSubscript(container, arguments) {
                return LValue(
                    get: { [self] in try readDeclaredSubscript(array.get(), arguments, in: scope, at: span) },
                    set: { [self] newValue in
                        if let changed = try writeDeclaredSubscript(array.get(), arguments, newValue, in: scope,
                                                                    at: span) {
                            try array.set(changed)
                        }
                    },
                    type: nil, name: nil, strength: array.strength)
            }
            guard arguments.count == 1 else { throw ScriptFailure.runtime("subscripts take one index", at: span) }
            let index = try evaluate(arguments[0].value, in: scope, expecting: .int)
            let elementName = array.name.map { name in "\(name)[\(describe(index))]" }
            return LValue(
                get: { [self] in try element(of: elements(array.get(), at: span), at: index, span: span) },
                set: { [self] newValue in
                    var items = try elements(array.get(), at: span)
                    _ = try element(of: items, at: index, span: span)
                    // a write past the end of an array the app's data would fill is skipped, as the read is unknown
                    // (``Interpreter/outOfRange(_:count:at:)``)
                    guard case .int(let position) = index, items.indices.contains(position) else { return }
                    items[position] = newValue
                    try array.set(.array(items))
                },
                type: nil, name: elementName, strength: array.strength)
        case .optionalChainEnd(let inner):
            return try lvalue(inner, in: scope)
        case .optionalChain(let inner, _):
            // `view.backgroundColor? = .red`, `configuration?.title = …`: nothing is assigned when it is nil
            let wrapped = try lvalue(inner, in: scope)
            if try wrapped.get().isNull { throw OptionalChainStop() }
            return LValue(get: wrapped.get, set: wrapped.set, type: wrapped.type.map(\.unwrapped), name: wrapped.name,
                          strength: wrapped.strength)
        case .forceUnwrap(let inner, let span):
            let wrapped = try lvalue(inner, in: scope)
            return LValue(get: {
                let value = try wrapped.get()
                if value.isNull { throw ScriptFailure.runtime("unexpectedly found nil while unwrapping an Optional value",
                                                              at: span) }
                return value
            }, set: wrapped.set, type: wrapped.type.map(\.unwrapped), name: wrapped.name, strength: wrapped.strength)
        case .selfReference(let span):
            guard let receiver = scope.currentReceiver, receiver.box.isMutable,
                  receiver.value.valueTypeNamespace != nil || receiver.box.value == nil else {
                throw ScriptFailure.runtime("cannot assign to value: 'self' is immutable", at: span)
            }
            return LValue(get: { receiver.value }, set: { try Self.store($0, inSelf: receiver, at: span) },
                          type: nil, name: nil, strength: .local)
        case .tuple(let elements, let span) where elements.allSatisfy({ $0.label == nil }):
            return try tupleLValue(elements.map { element in
                if case .name("_", _) = element.value {
                    return LValue(get: { .void }, set: { _ in }, type: nil, name: nil, strength: .local)
                }
                return try lvalue(element.value, in: scope)
            }, at: span)
        default:
            throw ScriptFailure.runtime("cannot assign to this expression", at: expression.span)
        }
    }

    /// `(a, r, g, b) = (255, 0, 0, 0)`: each element of the assigned tuple goes to its target, in order.
    private func tupleLValue(_ targets: [LValue], at span: SourceSpan) throws -> LValue {
        LValue(get: { .tuple(try targets.map { try $0.get() }, labels: targets.map { _ in nil }) },
               set: { [self] value in
                   guard case .tuple(let values, _) = value, values.count == targets.count else {
                       throw ScriptFailure.runtime("cannot assign a value that is not a tuple of \(targets.count) "
                                                   + "elements to a tuple of \(targets.count) targets", at: span)
                   }
                   for (target, element) in zip(targets, values) {
                       try target.set(target.type.map { try coerce(element, to: $0, context: .assignment, at: span) }
                                      ?? element)
                   }
               },
               type: .tuple(targets.map { $0.type ?? .any }, labels: targets.map { _ in nil }), name: nil,
               strength: .local)
    }

    /// Stores a changed struct or enum value back into `self`; only a `mutating` method's or initializer's `self`
    /// may change.
    static func store(_ value: Value, inSelf receiver: ScriptReceiver, at span: SourceSpan) throws {
        guard receiver.box.isMutable else {
            throw ScriptFailure.runtime("cannot assign to property: 'self' is immutable (mark the method 'mutating')",
                                        at: span)
        }
        receiver.box.value = value
    }

    private func elements(_ value: Value, at span: SourceSpan) throws -> [Value] {
        guard case .array(let items) = value else {
            throw ScriptFailure.runtime("value of type '\(typeName(of: value))' has no subscripts", at: span)
        }
        return items
    }

    private func nameLValue(_ name: String, in scope: Scope, at span: SourceSpan) throws -> LValue {
        if scope.lookupHere(name) == nil { _ = try initializeLazyGlobal(name, at: span) }
        var current: Scope? = scope
        while let candidate = current {
            if let variable = candidate.lookupHere(name) {
                return LValue(
                    get: {
                        guard let value = variable.value else {
                            throw ScriptFailure.runtime("variable '\(name)' used before being initialized", at: span)
                        }
                        return value
                    },
                    set: { newValue in
                        guard variable.isMutable || variable.value == nil else {
                            throw ScriptFailure.runtime("cannot assign to value: '\(name)' is a 'let' constant", at: span)
                        }
                        variable.value = newValue
                    },
                    type: variable.type, name: name, strength: variable.naming)
            }
            if let receiver = candidate.receiver, hasProperty(name, of: receiver.value) {
                return try memberLValue(receiverValue: receiver.value, name, at: span) { updated in
                    try Self.store(updated, inSelf: receiver, at: span)
                }
            }
            if let receiver = candidate.receiver, let outside = outsideLayoutLValue(of: receiver.value, name) {
                return outside
            }
            if let receiver = candidate.receiver,
               let inherited = assignedInheritedView(name, of: receiver.value, at: span) {
                return inherited
            }
            current = candidate.parent
        }
        // an unknown name (a property of an undeclared base class, UIKit API layoutviz does not model) takes nothing
        let found = try lookup(name, in: scope, at: span)
        if found.isUnknown { return LValue(get: { found }, set: { _ in }, type: .any, name: nil, strength: .stored) }
        throw ScriptFailure.runtime("cannot assign to value: '\(name)' is not a variable", at: span)
    }

    /// Whether a value has a property of this name, without reading it (it may not be initialized yet).
    private func hasProperty(_ name: String, of value: Value) -> Bool {
        switch value {
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object), scripted.instance.scriptClass.property(named: name) != nil {
                return true
            }
            return extensionProperty(of: value, named: name) != nil || hostType(of: object)?.property(named: name) != nil
        case .type(.scriptClass(let scriptClass)):
            return scriptClass.staticStorage(for: name).properties[name] != nil
        case .type(.namespace(let namespace)):
            return namespace.statics.properties[name] != nil
        case .structValue, .enumValue:
            return valueTypeHasProperty(value, name)
        default:
            return false
        }
    }

    private func memberLValue(_ base: Expr, _ name: String, in scope: Scope, at span: SourceSpan) throws -> LValue {
        let baseValue = try uninitializedTupleProperty(base, in: scope) ?? evaluate(base, in: scope)
        return try memberLValue(receiverValue: baseValue, name, at: span) { [self] updated in
            try lvalue(base, in: scope).set(updated)
        }
    }

    /// A property of a value; `writeBack` stores the changed copy when the value is a struct.
    private func memberLValue(receiverValue: Value, _ name: String, at span: SourceSpan,
                              writeBack: ((Value) throws -> Void)? = nil) throws -> LValue {
        if case .null = receiverValue {
            // an implicitly unwrapped optional the app's data would set: the write is skipped (``nilReceiver(of:at:)``)
            let placeholder = nilReceiver(of: name, at: span)
            return LValue(get: { placeholder }, set: { _ in }, type: .any, name: nil, strength: .stored)
        }
        if case .tuple(let elements, let labels) = receiverValue {
            return try tupleElementLValue(elements, labels: labels, name, at: span, writeBack: writeBack)
        }
        if !hasProperty(name, of: receiverValue), isObjectiveC(at: span), case .object(let object) = receiverValue,
           let (swiftName, _) = hostType(of: object)?.objectiveCProperty(named: name), swiftName != name {
            return try memberLValue(receiverValue: receiverValue, swiftName, at: span, writeBack: writeBack)
        }
        guard hasProperty(name, of: receiverValue) else {
            if let outside = outsideLayoutLValue(of: receiverValue, name) { return outside }
            if let inherited = assignedInheritedView(name, of: receiverValue, at: span) { return inherited }
            if let frame = frameCategoryLValue(name, of: receiverValue, at: span) { return frame }
            guard let degraded = degradedMember(name, of: receiverValue, at: span) else {
                throw noMember(name, of: receiverValue, at: span)
            }
            return LValue(get: { degraded }, set: { _ in }, type: .any, name: nil, strength: .stored)
        }
        return LValue(
            get: { [self] in try member(of: receiverValue, name, at: span) },
            set: { [self] newValue in
                guard let updated = try setMember(of: receiverValue, name, to: newValue, at: span) else { return }
                guard let writeBack else {
                    throw ScriptFailure.runtime("cannot assign to property: the value holding '\(name)' is not a "
                                                    + "variable", at: span)
                }
                try writeBack(updated)
            },
            type: memberType(of: receiverValue, name), name: nil, strength: .stored, owner: receiverValue, member: name)
    }

    /// An element of a tuple by label or position (`size.width`, `pair.0`); setting it stores the changed tuple back.
    private func tupleElementLValue(_ elements: [Value], labels: [String?], _ name: String, at span: SourceSpan,
                                    writeBack: ((Value) throws -> Void)?) throws -> LValue {
        guard let position = Int(name).flatMap({ elements.indices.contains($0) ? $0 : nil })
                ?? labels.firstIndex(of: name) else {
            throw ScriptFailure.runtime("value of tuple type '\(typeName(of: .tuple(elements, labels: labels)))' has no "
                                            + "member '\(name)'", at: span)
        }
        return LValue(
            get: { elements[position] },
            set: { newValue in
                guard let writeBack else {
                    throw ScriptFailure.runtime("cannot assign to '\(name)': the tuple is not a variable", at: span)
                }
                var changed = elements
                changed[position] = newValue
                try writeBack(.tuple(changed, labels: labels))
            },
            type: nil, name: nil, strength: .stored)
    }

    /// Sets a property; returns the changed receiver when it is a struct (the caller stores it back), nil otherwise.
    func setMember(of base: Value, _ name: String, to value: Value, at span: SourceSpan) throws -> Value? {
        switch base {
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object), try setScriptProperty(of: scripted, name, to: value, at: span) {
                return nil
            }
            if let property = extensionProperty(of: base, named: name) {
                guard let setter = property.setter else {
                    throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
                }
                try runSetter(setter, of: property, value: value, receiver: ScriptReceiver(value: base, definingClass: nil),
                              at: span)
                return nil
            }
            guard let type = hostType(of: object), let property = type.property(named: name) else {
                if isObjectiveC(at: span), let type = hostType(of: object),
                   let (swiftName, _) = type.objectiveCProperty(named: name), swiftName != name {
                    return try setMember(of: base, swiftName, to: value, at: span)
                }
                throw noMember(name, of: base, at: span)
            }
            guard let setter = property.set else {
                throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
            }
            let converted = if value.isNull, let reset = property.resetValue { reset() } else {
                try coerce(value, to: property.type, context: .assignment, at: span)
            }
            // A scene class's `override var … { didSet { } }` observes the UIKit property.
            let observers = HostBase.scriptedObject(object)?.instance.scriptClass.propertyDeclarations(named: name)
                .map { ($0.0, Optional($0.1)) } ?? []
            var updated: Any = object
            try setObserved(observers, receiver: base, newValue: converted,
                            oldValue: { [self] in try hostBinding(at: span) { try property.get(object) } }, at: span) {
                updated = try hostBinding(at: span) { try setter(object, converted) }
            }
            if property.namesItem, Swift.type(of: object) is AnyClass { naming.markNamedByCode(object as AnyObject) }
            // a part pointing back at the view holding it (`tableView.delegate = self`, made before it is added) does
            // not name that view
            let pointsBack = property.isWeak || (object as? View).map { part in
                converted.host(View.self).map { part !== $0 && part.isDescendant(of: $0) } ?? false
            } ?? false
            if !type.isValueType, !pointsBack { noteBinding(converted, to: name, strength: .stored) }
            return type.isValueType ? .object(updated) : nil
        case .type(let type):
            try setStaticProperty(of: type, name, to: value, at: span)
            return nil
        case .structValue:
            return try settingValueTypeMember(of: base, name, to: value, at: span)
        case .null:
            _ = nilReceiver(of: name, at: span)
            return nil
        default:
            throw ScriptFailure.runtime("cannot assign to property: '\(name)' is a get-only property", at: span)
        }
    }

    private func memberType(of base: Value, _ name: String) -> ScriptType? {
        switch base {
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object), let variable = scripted.instance.storage[name] {
                return variable.type
            }
            if let property = extensionProperty(of: base, named: name) { return try? property.type.map(resolveType) }
            guard let property = hostType(of: object)?.property(named: name) else { return nil }
            return property.resetValue == nil ? property.type : .optional(property.type)
        case .structValue(let instance):
            let property = instance.type.storedProperties.first { $0.name == name } ?? instance.type.instanceProperty(named: name)
            if let declared = try? property?.type.map(resolveType) { return declared }
            return instance.fields[name].flatMap(inferredType)
        case .type(let type):
            let storage: StaticStorage? = switch type {
            case .scriptClass(let scriptClass): scriptClass.staticStorage(for: name)
            case .namespace(let namespace): namespace.statics
            default: nil
            }
            guard let storage, (try? staticMember(of: type, storage, name, at: SourceSpan(start: 0, end: 0))) != nil
            else { return nil }
            return storage.values[name]?.type
        default:
            return nil
        }
    }

    /// Runs `body`, whose stores no property observer sees (a step of a mutation in place).
    private func withoutObservers(_ body: () throws -> Void) throws {
        storesWithoutObservers = true
        defer { storesWithoutObservers = false }
        try body()
    }

    /// `rows.append(row)` and the other mutating array, dictionary, set and string methods: the value is read from and
    /// written back to its variable or property, and views added take the array's name with their index. Nil when the
    /// base is none of these.
    func mutateArray(_ base: Expr, _ member: MemberName, _ call: Call, in scope: Scope) throws -> Value? {
        guard let target = try? lvalue(base, in: scope) else { return nil }
        if case .dictionary(var dictionary) = try target.get() {
            let arguments = try call.arguments.map { try evaluate($0.value, in: scope) }
            let result = try mutateDictionary(&dictionary, member.name, labels: call.labels, arguments, at: member.span)
            try target.set(checkLength(.dictionary(dictionary), at: member.span))
            return result
        }
        if case .set(var set) = try target.get() {
            let arguments = try call.arguments.map { try evaluate($0.value, in: scope, expecting: target.type?.setElement) }
            let result = try mutateSet(&set, member.name, labels: call.labels, arguments, at: member.span)
            try target.set(checkLength(.set(set), at: member.span))
            return result
        }
        if case .string(var text) = try target.get() {
            let arguments = try call.arguments.map { try evaluate($0.value, in: scope) }
            let result = try mutateString(&text, member.name, labels: call.labels, arguments, at: member.span)
            try target.set(checkLength(.string(text), at: member.span))
            return result
        }
        guard case .array(var items) = try target.get() else { return nil }
        let arguments = try call.arguments.map { try evaluate($0.value, in: scope, expecting: target.type?.elementType) }
        let oldCount = items.count
        // The variable or property holds an empty array while its array changes, so that array is not shared and
        // appending does not copy it each time (a `let` refuses here, as it refuses the change); observers see only
        // the change, once, as Swift's `didSet` does.
        try withoutObservers { try target.set(.array([])) }
        let result: Value
        do {
            result = try BuiltinMembers.mutate(&items, member.name, labels: call.labels, arguments, interpreter: self,
                                               at: member.span)
            try target.set(checkLength(.array(items), at: member.span))
        } catch {
            try withoutObservers { try target.set(.array(items)) }
            throw error
        }
        if let name = target.name {
            let start = member.name == "insert" ? 0 : oldCount
            for index in start..<max(start, items.count) {
                noteBinding(items[index], to: "\(name)[\(index)]", strength: target.strength)
            }
        }
        return result
    }
}

extension ScriptType {
    var elementType: ScriptType? {
        if case .array(let element) = unwrapped { return element }
        return nil
    }

    /// The element type of a `Set<Element>`.
    var setElement: ScriptType? {
        if case .set(let element) = unwrapped { return element }
        return nil
    }
}
