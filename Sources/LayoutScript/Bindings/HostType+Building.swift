/// The one-line forms the binding files use to add members to a host type.
extension HostType {
    /// A settable property read and written through a key path on a class.
    func property<Root, V: ScriptConvertible>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Root, V>,
                                              namesItem: Bool = false) {
        properties[name] = HostProperty(
            type: V.scriptType(in: registry),
            get: { try Self.cast($0, Root.self)[keyPath: keyPath].scriptValue },
            set: { receiver, value in
                let object = try Self.cast(receiver, Root.self)
                object[keyPath: keyPath] = try Self.convert(value, V.self)
                return object
            },
            namesItem: namesItem)
    }

    /// A settable property of a struct: setting it returns a changed copy.
    func property<Root, V: ScriptConvertible>(_ name: String, _ keyPath: WritableKeyPath<Root, V>) {
        properties[name] = HostProperty(
            type: V.scriptType(in: registry),
            get: { try Self.cast($0, Root.self)[keyPath: keyPath].scriptValue },
            set: { receiver, value in
                var copy = try Self.cast(receiver, Root.self)
                copy[keyPath: keyPath] = try Self.convert(value, V.self)
                return copy
            },
            namesItem: false)
    }

    /// A settable property with explicit accessors, for properties whose getter has side effects (a key path write
    /// reads the value first: `controller.view` would load the view inside `loadView`).
    func property<Root, V: ScriptConvertible>(_ name: String, _ type: V.Type, get: @escaping (Root) -> V,
                                              set: @escaping (Root, V) -> Void) {
        properties[name] = HostProperty(
            type: V.scriptType(in: registry),
            get: { try get(Self.cast($0, Root.self)).scriptValue },
            set: { receiver, value in
                let object = try Self.cast(receiver, Root.self)
                set(object, try Self.convert(value, V.self))
                return object
            },
            namesItem: false)
    }

    /// Marks a declared property `null_resettable`: assigning nil sets UIKit's default, `reset()`.
    ///
    /// ```swift
    /// label.nilResets("font") { Label().font }   // `label.font = nil` is the system font at 17 pt again
    /// ```
    func nilResets(_ name: String, to reset: @escaping () -> some ScriptConvertible) {
        properties[name]?.resetValue = { reset().scriptValue }
    }

    /// A read-only property.
    func readOnly<Root, V: ScriptConvertible>(_ name: String, _ keyPath: KeyPath<Root, V>) {
        properties[name] = HostProperty(type: V.scriptType(in: registry),
                                        get: { try Self.cast($0, Root.self)[keyPath: keyPath].scriptValue },
                                        set: nil, namesItem: false)
    }

    /// A read-only property computed by a closure.
    func readOnly<Root>(_ name: String, _ type: ScriptType, _ get: @escaping (Root) throws -> Value) {
        properties[name] = HostProperty(type: type, get: { try get(Self.cast($0, Root.self)) }, set: nil, namesItem: false)
    }

    /// A method; `selector` gives the name and labels (`setContentHuggingPriority(_:for:)`), `types` the parameter
    /// types, `defaults` how many trailing parameters may be left out.
    func method(_ selector: String, _ types: [ScriptType], defaults: Int = 0, variadic: Bool = false,
                typedBy receiverTypes: ((Value) -> [ScriptType]?)? = nil,
                _ body: @escaping (HostCall) throws -> Value) {
        var function = Self.function(selector, types, defaults: defaults, variadic: variadic, body)
        function.receiverTypedParameters = receiverTypes
        methods[function.name, default: []].append(function)
    }

    /// A `mutating` method of a struct (`snapshot.appendItems(_:toSection:)`): `body` changes the receiver in place,
    /// and the interpreter stores the changed copy back where the receiver was read from.
    func mutatingMethod<Root>(_ selector: String, _ types: [ScriptType], defaults: Int = 0,
                              typedBy receiverTypes: ((Root) -> [ScriptType])? = nil,
                              _ body: @escaping (inout Root, HostCall) throws -> Value) {
        var function = Self.function(selector, types, defaults: defaults, variadic: false) { call in
            var receiver = try call.receiver(Root.self)
            let result = try body(&receiver, call)
            return .object(MutatedHostValue(result: result, receiver: receiver))
        }
        if let receiverTypes {
            function.receiverTypedParameters = { $0.host(Root.self).map(receiverTypes) }
        }
        methods[function.name, default: []].append(function)
        mutatingMethodNames.insert(function.name)
    }

    /// An initializer: `init(red:green:blue:alpha:)`.
    func initializer(_ selector: String, _ types: [ScriptType], defaults: Int = 0,
                     _ body: @escaping (HostCall) throws -> Value) {
        initializers.append(Self.function(selector, types, defaults: defaults, variadic: false, body))
    }

    /// A static method: `systemFont(ofSize:weight:)`.
    func staticMethod(_ selector: String, _ types: [ScriptType], defaults: Int = 0,
                      _ body: @escaping (HostCall) throws -> Value) {
        let function = Self.function(selector, types, defaults: defaults, variadic: false, body)
        staticMethods[function.name, default: []].append(function)
    }

    /// A static value: `UIColor.red`, `CGSize.zero`, `LayoutAxis.horizontal`.
    func constant(_ name: String, _ value: some ScriptConvertible) {
        staticValues[name] = value.scriptValue
    }

    /// A static property computed for the scene being run: `UIScreen.main`.
    func staticProperty(_ name: String, _ get: @escaping (Interpreter) -> Value) {
        staticProperties[name] = get
    }

    /// Every case of a string-backed enum as a static value named by its raw value.
    /// The C values of a UIKit enum's cases, which Objective-C code may write as integers (`[UIButton
    /// buttonWithType:0]`, `label.textAlignment = 1`): clang converts an integer to an enum implicitly.
    ///
    /// ```swift
    /// registry.type(TextAlignment.self).cValues([0: TextAlignment.left, 1: .center])
    /// ```
    func cValues<E>(_ values: [Int: E]) {
        fromCValue = { values[$0] }
    }

    /// The C values of an enum whose raw values are UIKit's (``cValues(_:)``).
    func cValues<E: CaseIterable & RawRepresentable>(_ type: E.Type) where E.RawValue == Int {
        cValues(Dictionary(uniqueKeysWithValues: E.allCases.map { ($0.rawValue, $0) }))
    }

    func cases<E: CaseIterable & RawRepresentable & ScriptConvertible>(_ type: E.Type) where E.RawValue == String {
        for element in E.allCases { constant(element.rawValue, element) }
    }

    private static func function(_ selector: String, _ types: [ScriptType], defaults: Int, variadic: Bool,
                                 _ body: @escaping (HostCall) throws -> Value) -> HostFunction {
        let name = String(selector.prefix { $0 != "(" })
        let labels = selector.dropFirst(name.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: true)
            .map { $0 == "_" ? nil : String($0) }
        precondition(labels.count == types.count, "binding \(selector) lists \(types.count) types")
        let parameters = zip(labels, types).enumerated().map { index, pair in
            HostParameter(label: pair.0, type: pair.1, hasDefault: index >= types.count - defaults,
                          isVariadic: variadic && index == types.count - 1)
        }
        return HostFunction(name: name, parameters: parameters, body: body)
    }

    static func cast<Root>(_ value: Any, _ type: Root.Type) throws -> Root {
        guard let root = value as? Root else {
            throw BindingError("internal error: expected a \(Root.self)")
        }
        return root
    }

    private static func convert<V: ScriptConvertible>(_ value: Value, _ type: V.Type) throws -> V {
        guard let converted = V.fromScript(value) else {
            throw BindingError("internal error: expected a \(V.self)")
        }
        return converted
    }
}
