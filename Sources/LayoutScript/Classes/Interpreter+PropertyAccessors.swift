/// Computed setters (`set { }`) and property observers (`willSet`/`didSet`), run as Swift runs them: observers
/// fire on every assignment except those a class's own initializer makes to its own properties and those a property's
/// own observer makes to it (`didSet { if items.count > limit { items = Array(items.prefix(limit)) } }` sets it
/// once); an override's observers wrap those of the property it overrides.
extension Interpreter {
    /// Runs a computed property's setter with `newValue` (or the parameter it names) bound.
    func runSetter(_ setter: AccessorBody, of property: PropertyDecl, value: Value, receiver: ScriptReceiver,
                   at span: SourceSpan) throws {
        let type = try property.type.map(resolveType)
        let converted = try type.map { try coerce(value, to: $0, context: .assignment, at: span) } ?? value
        try runAccessor(setter, binding: converted, type: type, receiver: receiver, at: span)
    }

    /// Sets a stored property through its observers: every `willSet` (most derived first), the store, then every
    /// `didSet` (in the opposite order), each with the receiver as `self` and its declaring class for `super`.
    func setObserved(_ observers: [(PropertyDecl, ScriptClass?)], receiver: Value, newValue: Value,
                     oldValue: () throws -> Value, at span: SourceSpan, store: () throws -> Void) throws {
        if storesWithoutObservers { return try store() }
        let active = observers.filter { property, owner in
            property.hasObservers && !(owner.map(isInitializingOwnProperties) ?? false)
                && !observingProperties.contains(ObservedProperty(receiver, property))
        }
        guard !active.isEmpty else { return try store() }
        let observing = Set(active.map { ObservedProperty(receiver, $0.0) }).subtracting(observingProperties)
        observingProperties.formUnion(observing)
        defer { observingProperties.subtract(observing) }
        let old = active.contains { $0.0.didSetObserver != nil } ? try oldValue() : .null
        for (property, owner) in active {
            guard let willSet = property.willSetObserver else { continue }
            try runAccessor(willSet, binding: newValue, type: try property.type.map(resolveType),
                            receiver: ScriptReceiver(value: receiver, definingClass: owner), at: span)
        }
        try store()
        for (property, owner) in active.reversed() {
            guard let didSet = property.didSetObserver else { continue }
            try runAccessor(didSet, binding: old, type: try property.type.map(resolveType),
                            receiver: ScriptReceiver(value: receiver, definingClass: owner), at: span)
        }
    }

    /// Whether the innermost running initializer is `owner`'s, whose assignments to its own properties skip
    /// their observers.
    private func isInitializingOwnProperties(_ owner: ScriptClass) -> Bool {
        initializerFrames.last?.scriptClass === owner
    }

    private func runAccessor(_ accessor: AccessorBody, binding value: Value, type: ScriptType?,
                             receiver: ScriptReceiver, at span: SourceSpan) throws {
        try withCallDepth(span) {
            let scope = Scope(parent: globals, receiver: receiver, naming: .local)
            scope.declare(accessor.parameterName, Variable(value: value, isMutable: false, type: type, naming: .local))
            _ = try finish(execute(accessor.body, in: scope), returnType: nil, missingReturn: "", at: accessor.span)
        }
    }
}

/// A stored property of one receiver (an object, or a type for a static property) whose observers are running.
struct ObservedProperty: Hashable {
    let receiver: ObjectIdentifier?
    let declaration: Int

    init(_ receiver: Value, _ property: PropertyDecl) {
        switch receiver {
        case .object(let object): self.receiver = ObjectIdentifier(object as AnyObject)
        default: self.receiver = nil
        }
        declaration = property.nameSpan.start
    }
}
