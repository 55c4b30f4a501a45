import Foundation
import LayoutScene

/// Where a value is converted to a type, for the wording of the error.
enum CoercionContext {
    case initialization, assignment, argument, returnValue, conversion
    /// An element of a collection literal.
    case element

    func message(from source: String, to target: String) -> String {
        switch self {
        case .initialization: "cannot convert value of type '\(source)' to specified type '\(target)'"
        case .assignment: "cannot assign value of type '\(source)' to type '\(target)'"
        case .argument: "cannot convert value of type '\(source)' to expected argument type '\(target)'"
        case .returnValue: "cannot convert return expression of type '\(source)' to return type '\(target)'"
        case .conversion: "cannot convert value of type '\(source)' to type '\(target)' in coercion"
        case .element: "cannot convert value of type '\(source)' to expected element type '\(target)'"
        }
    }

    func nilMessage(to target: String) -> String {
        switch self {
        case .argument: "'nil' is not compatible with expected argument type '\(target)'"
        case .assignment: "'nil' cannot be assigned to type '\(target)'"
        default: "'nil' cannot initialize specified type '\(target)'"
        }
    }
}

extension Interpreter {
    /// Converts `value` to `type` as Swift's implicit conversions and literals would (an integer to `CGFloat`, a number
    /// to a priority), or reports the mismatch in swiftc's words.
    func coerce(_ value: Value, to type: ScriptType, context: CoercionContext, at span: SourceSpan) throws -> Value {
        if value.isUnknown { return value }
        try spendOnElements(of: value, at: span)
        if case .array(let elements) = value, elements.contains(where: \.isUnknown) { return value }
        if case .dictionary(let dictionary) = value,
           dictionary.entries.contains(where: { $0.value.isUnknown || $0.key.isUnknown }) {
            return value
        }
        if let converted = converted(value, to: type) { return converted }
        if isObjectiveC(at: span), let converted = cArithmeticConversion(of: value, to: type) { return converted }
        if let made = try fromStringLiteral(value, to: type, at: span) { return made }
        if let path = indexPath(fromArrayLiteral: value, to: type) { return path }
        if let weight = swiftThreeFontWeight(value, to: type, at: span) { return weight }
        if let view = viewOfControllerGuessedFromName(value, wanted: type) {
            return try coerce(view, to: type, context: context, at: span)
        }
        // an undeclared class's instance may be anything the app's class is (a controller, a layout, a model): where
        // a view does not fit, it is an unknown value
        if let placeholder = value.host(PlaceholderView.self) { return .unknown(placeholder.className) }
        // so may a UIKit view standing in for one by its name (`AssetListTableView()`, a controller after all)
        if let view = value.host(View.self), let className = viewsStandingInForClasses[ObjectIdentifier(view)] {
            return .unknown(className)
        }
        // a UIKit view layoutviz keeps outside layout (a `UIRefreshControl`, hidden until pulled) has nothing to lay
        // out: where a view is wanted (`addSubview(refreshControl)`), it is unknown
        if case .object(let object) = value, let outside = OutsideLayoutObject.of(object),
           UIKitOutsideLayout.viewTypes.contains(outside.typeName) {
            return .unknown(outside.typeName)
        }
        if case .array(let elements) = value, elements.contains(where: { $0.host(PlaceholderView.self) != nil }) {
            return .array(elements.map { element in element.host(PlaceholderView.self).map { .unknown($0.className) } ?? element })
        }
        // an instance of a scene class deriving from a UIKit class scene classes cannot extend (a
        // `UICollectionViewFlowLayout` subclass) is that UIKit class in Swift: where one is wanted, it is unknown
        if let derived = uikitClassExtended(by: value) { return .unknown("\(typeName(of: value)) (a \(derived))") }
        if value.isNull { throw ScriptFailure.runtime(context.nilMessage(to: type.name), at: span) }
        throw ScriptFailure.runtime(context.message(from: typeName(of: value), to: type.name), at: span)
    }

    /// C's implicit conversions between arithmetic types, which Objective-C code relies on and Swift spells out: a
    /// floating-point value where an integer goes truncates toward zero (`- (NSInteger)rowHeight { return
    /// kScreenWidth / 3; }` is 125), a number where a `BOOL` goes is whether it is non-zero, a `BOOL` where a number
    /// goes is 0 or 1, an integer where a UIKit enum goes is its case of that value (`[UIButton buttonWithType:0]`
    /// is `.custom`). Nil for anything else, or a value no integer holds.
    private func cArithmeticConversion(of value: Value, to type: ScriptType) -> Value? {
        switch (type.unwrapped, value) {
        case (.host(let host), .int(let number)): host.fromCValue?(number).map(Value.object)
        case (.int, .double(let number)): Int(exactly: number.rounded(.towardZero)).map(Value.int)
        case (.int, .bool(let flag)): .int(flag ? 1 : 0)
        case (.floating, .bool(let flag)): .double(flag ? 1 : 0)
        case (.bool, .int(let number)): .bool(number != 0)
        case (.bool, .double(let number)): .bool(number != 0)
        default: nil
        }
    }

    /// An array of integers where an `IndexPath` is wanted (`var selected: IndexPath = []`, `[0, 2]`): Foundation's
    /// `IndexPath` is `ExpressibleByArrayLiteral`, its indexes the section first.
    private func indexPath(fromArrayLiteral value: Value, to type: ScriptType) -> Value? {
        guard case .array(let elements) = value, case .host(let host) = type.unwrapped, host.name == "IndexPath"
        else { return nil }
        let indexes = elements.compactMap { element -> Int? in
            if case .int(let index) = element { index } else { nil }
        }
        guard indexes.count == elements.count else { return nil }
        return .object(IndexPath(indexes: indexes))
    }

    /// A string literal where a scene struct conforming to `ExpressibleByStringLiteral` is wanted
    /// (`L10n.text("welcome")` with `text(_ key: Key)`): the struct made with its `init(stringLiteral:)`.
    private func fromStringLiteral(_ value: Value, to type: ScriptType, at span: SourceSpan) throws -> Value? {
        guard case .string(let text) = value, case .valueType(let namespace) = type.unwrapped,
              namespace.decl.members.initializers.contains(where: { $0.selector == "init(stringLiteral:)" })
        else { return nil }
        let call = Call(callee: .nilLiteral(span), arguments: [
            Argument(label: "stringLiteral", value: .string([.text(text)], span), span: span),
        ], span: span, anchor: span)
        return try construct(.namespace(namespace), call, in: globals, at: span)
    }

    /// The UIKit class a scene object's class derives from when scene classes cannot extend it (the object is a plain
    /// one, see the warning at its class), else nil.
    private func uikitClassExtended(by value: Value) -> String? {
        guard case .object(let object) = value, let scripted = HostBase.scriptedObject(object) else { return nil }
        var root = scripted.instance.scriptClass
        while let superclass = root.superclass { root = superclass }
        guard root.hostBase == .object, let first = root.decl.superclass?.simpleName,
              registry.named(first) != nil, HostBase.named(first) == nil else { return nil }
        return first
    }

    private func converted(_ value: Value, to type: ScriptType) -> Value? {
        switch (type, value) {
        case (.any, _): return value
        case (.optional, .null): return .null
        case (.optional(let wrapped), _): return converted(value, to: wrapped)
        case (.oneOf(let members, _), .null):
            return members.contains { if case .optional = $0 { true } else { false } } ? .null : nil
        case (_, .null): return nil
        case (.void, .void), (.bool, .bool), (.int, .int), (.string, .string), (.floating, .double): return value
        case (.floating, .int(let number)): return .double(Double(number))
        case (.host(let host), .int), (.host(let host), .double):
            if let make = host.fromNumber, let number = value.number { return .object(make(number)) }
            return nil
        case (.host(let host), .string(let text)):
            return host.fromString.map { .object($0(text)) }
        case (.host(let host), .array(let elements)):
            // an option set's array literal: `[]` is the empty set (`UIControl.State.normal`)
            guard let combine = host.fromOptions else { return nil }
            let options = elements.compactMap { element -> Any? in
                guard case .object(let option)? = converted(element, to: type) else { return nil }
                return option
            }
            return options.count == elements.count ? combine(options).map(Value.object) : nil
        case (.host(let host), .object(let object)):
            if hostType(of: object)?.isSubtype(of: host) == true { return value }
            // `NSLayoutConstraint(item: banner, …, toItem: topLayoutGuide, …)`: the deprecated guide is an item
            if let support = object as? LayoutSupport, host.name == "LayoutItem" { return .object(support.guide) }
            return nil
        case (.string, .object(let object)):
            return (object as? FoundationString).map { .string($0.string) }
        case (.scriptClass(let scriptClass), .object(let object)):
            return HostBase.scriptedObject(object)?.instance.scriptClass.isSubclass(of: scriptClass) == true ? value : nil
        case (.array(let element), .array(let elements)):
            let items = elements.compactMap { converted($0, to: element) }
            return items.count == elements.count ? .array(items) : nil
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            var result = ScriptDictionary()
            for entry in dictionary.entries {
                guard let key = converted(entry.key, to: keyType), let value = converted(entry.value, to: valueType),
                      let hashed = DictionaryKey(key) else { return nil }
                result.set(value, for: hashed, original: key)
            }
            return .dictionary(result)
        case (.set(let element), .array(let elements)):
            // a set literal (`let tags: Set = ["a", "b"]`); duplicates are dropped
            return convertedSet(elements, to: element)
        case (.set(let element), .set(let set)):
            return convertedSet(set.elements, to: element)
        case (.function, .function): return value
        case (.tuple(let types, let labels), .tuple(let elements, _)) where types.count == elements.count:
            // element by element where the element converts (`(width: CGFloat, …)` given `10`); the rest as they
            // are; the labels are the type's, as Swift gives `(a, b)` returned as `(width: CGFloat, height: CGFloat)`
            return .tuple(zip(types, elements).map { converted($1, to: $0) ?? $1 }, labels: labels)
        case (.tuple, .tuple): return value
        case (.protocolType(let scriptProtocol), _): return conforms(value, to: scriptProtocol) ? value : nil
        case (.valueType(let namespace), .structValue(let instance)): return instance.type === namespace ? value : nil
        case (.valueType(let namespace), .enumValue(let instance)): return instance.type === namespace ? value : nil
        case (.oneOf(let members, _), _):
            if case .int = value, members.contains(where: { if case .int = $0 { true } else { false } }) { return value }
            return members.lazy.compactMap { self.converted(value, to: $0) }.first
        default: return nil
        }
    }

    private func convertedSet(_ elements: [Value], to element: ScriptType) -> Value? {
        var result = ScriptSet()
        for value in elements {
            guard let converted = converted(value, to: element), let key = DictionaryKey(converted) else { return nil }
            result.insert(converted, key: key)
        }
        return .set(result)
    }

    /// Whether a value is of a type, without conversions (`is`, `as?`, `as!`).
    func matches(_ value: Value, _ type: ScriptType) -> Bool {
        switch (type, value) {
        case (.any, _): return true
        case (.optional(let wrapped), _): return value.isNull || matches(value, wrapped)
        case (.int, .int), (.floating, .double), (.bool, .bool), (.string, .string), (.function, .function): return true
        case (.array(let element), .array(let elements)): return elements.allSatisfy { matches($0, element) }
        case (.dictionary(let keyType, let valueType), .dictionary(let dictionary)):
            return dictionary.entries.allSatisfy { matches($0.key, keyType) && matches($0.value, valueType) }
        case (.set(let element), .set(let set)): return set.elements.allSatisfy { matches($0, element) }
        case (.host, .object), (.scriptClass, .object): return converted(value, to: type) != nil
        case (.protocolType(let scriptProtocol), _): return conforms(value, to: scriptProtocol)
        case (.valueType, .structValue), (.valueType, .enumValue): return converted(value, to: type) != nil
        case (.oneOf(let members, _), _): return members.contains { matches(value, $0) }
        default: return false
        }
    }

    /// The type a variable declared without an annotation gets from its first value.
    func inferredType(of value: Value) -> ScriptType? {
        switch value {
        case .int: .int
        case .double: .floating("Double")
        case .bool: .bool
        case .string: .string
        case .array: .array(.any)
        case .set(let set): .set(set.elements.first.flatMap { inferredType(of: $0) } ?? .any)
        case .dictionary(let dictionary):
            .dictionary(dictionary.entries.first.flatMap { inferredType(of: $0.key) } ?? .any,
                        dictionary.entries.first.flatMap { inferredType(of: $0.value) } ?? .any)
        case .structValue(let instance): .valueType(instance.type)
        case .enumValue(let instance): .valueType(instance.type)
        case .object(let object):
            if let scripted = HostBase.scriptedObject(object) { .scriptClass(scripted.instance.scriptClass) }
            else { hostType(of: object).map(ScriptType.host) }
        default: nil
        }
    }

    /// The type of a value as Swift would name it in a message.
    func typeName(of value: Value) -> String {
        switch value {
        case .void: "()"
        case .null: "nil"
        case .bool: "Bool"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .array(let elements): "[\(elements.first.map(typeName) ?? "Any")]"
        case .dictionary(let dictionary):
            "[\(dictionary.entries.first.map { typeName(of: $0.key) } ?? "AnyHashable"): "
                + "\(dictionary.entries.first.map { typeName(of: $0.value) } ?? "Any")]"
        case .set(let set): "Set<\(set.elements.first.map(typeName) ?? "AnyHashable")>"
        case .tuple(let elements, _): "(\(elements.map(typeName).joined(separator: ", ")))"
        case .range: "Range<Int>"
        case .stride: "StrideTo<Int>"
        case .object(let object):
            HostBase.scriptedObject(object)?.instance.scriptClass.name ?? (object as? PlaceholderView)?.className
                ?? hostType(of: object)?.name
                ?? (object as? any NamedScriptValue)?.typeName ?? OutsideLayoutObject.of(object)?.typeName
                ?? String(describing: Swift.type(of: object))
        case .function: "function"
        case .type(let type): "\(type.name).Type"
        case .structValue(let instance): instance.type.name
        case .enumValue(let instance): instance.type.name
        }
    }

    /// The text string interpolation shows for a value, as Swift's `description`.
    func describe(_ value: Value) -> String {
        switch value {
        case .void: "()"
        case .null: "nil"
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .double(let number): String(number)
        case .string(let text): text
        case .array(let elements): "[" + elements.map(describeElement).joined(separator: ", ") + "]"
        case .set(let set): "[" + set.elements.map(describeElement).joined(separator: ", ") + "]"
        case .dictionary(let dictionary):
            dictionary.count == 0 ? "[:]"
                : "[" + dictionary.entries.map { "\(describeElement($0.key)): \(describeElement($0.value))" }
                    .joined(separator: ", ") + "]"
        case .tuple(let elements, let labels):
            "(" + zip(elements, labels).map { ($1.map { "\($0): " } ?? "") + describeElement($0) }
                .joined(separator: ", ") + ")"
        case .range(let range): "\(range.lowerBound)..<\(range.upperBound)"
        case .stride: "stride"
        case .object(let object): describe(object)
        case .function: "(Function)"
        case .type(let type): type.name
        case .structValue(let instance):
            "\(instance.type.name)(" + instance.type.storedProperties.compactMap { property in
                instance.fields[property.name].map { "\(property.name): \(describeElement($0))" }
            }.joined(separator: ", ") + ")"
        case .enumValue(let instance):
            instance.associated.isEmpty ? instance.caseName
                : instance.caseName + describe(.tuple(instance.associated, labels: instance.labels))
        }
    }

    private func describeElement(_ value: Value) -> String {
        if case .string(let text) = value { return "\"\(text)\"" }
        return describe(value)
    }

    private func describe(_ object: Any) -> String {
        if let view = object as? View { return "\(hostType(of: view)?.name ?? "UIView"):\(view.name ?? "?")" }
        if let convertible = object as? CustomStringConvertible { return convertible.description }
        return String(describing: object)
    }
}

extension Interpreter {
    /// Spends four steps of the work budget per element of a collection about to be coerced element by element (an
    /// element's check costs about that much, measured):
    /// growing a large array property one `append` at a time coerces it whole each time (quadratic work the
    /// command-line fuzzer found), which the budget now stops.
    func spendOnElements(of value: Value, at span: SourceSpan) throws {
        let count: Int = switch value {
        case .array(let elements): elements.count
        case .dictionary(let dictionary): dictionary.entries.count
        case .set(let set): set.elements.count
        default: 0
        }
        guard count >= 64 else { return }
        if !budget.spend(count * 4, in: .interpretation, on: "a collection of \(count) elements converted here"),
           let exhausted = budget.exhaustion {
            throw ScriptFailure.limit(exhausted.message, at: span)
        }
    }
}
