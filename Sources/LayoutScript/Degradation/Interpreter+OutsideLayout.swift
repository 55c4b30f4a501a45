import LayoutScene

/// The values a scene sets on UIKit properties outside layout (``UIKitOutsideLayout/properties``), per object.
final class OutsideLayoutValues {
    /// The object the values belong to, kept alive so that its identifier is not reused.
    let owner: AnyObject
    var values: [String: Value] = [:]

    init(owner: AnyObject) {
        self.owner = owner
    }
}

/// Reads, writes and calls of UIKit API outside layout (see ``UIKitOutsideLayout``).
extension Interpreter {
    /// `UITapGestureRecognizer` and the other classes of ``UIKitOutsideLayout/objectTypes``, as a name in an
    /// expression.
    func outsideLayoutType(named name: String) -> Value? {
        guard UIKitOutsideLayout.objectTypes.contains(name) else { return nil }
        return .object(OutsideLayoutObject(typeName: name, isType: true))
    }

    /// A property outside layout of a UIKit object, or one set on an ``OutsideLayoutObject`` (or a member of such a
    /// class, `UIBarButtonItem.Style`); nil when it is not one (reading an unset member of an object is then an
    /// unknown symbol: layoutviz does not know these classes' members).
    func outsideLayoutMember(of object: Any, _ name: String) -> Value? {
        if let inert = OutsideLayoutObject.of(object) {
            if let stored = inert.values[name] { return stored }
            return inert.isType ? .object(OutsideLayoutObject(typeName: "\(inert.typeName).\(name)", isType: true)) : nil
        }
        guard let owner = object as? AnyObject, let host = hostType(of: object) else { return nil }
        if isControllerType(host), UIKitOutsideLayout.absentControllers.contains(name) { return .null }
        guard let fallback = outsideLayoutDefault(of: host, name) else { return nil }
        return outsideLayoutValues[ObjectIdentifier(owner)]?.values[name] ?? fallback.value
    }

    /// The place a property outside layout is set; nil when the member is not one.
    func outsideLayoutLValue(of receiver: Value, _ name: String) -> LValue? {
        guard case .object(let object) = receiver else { return nil }
        let get = { [self] in outsideLayoutMember(of: object, name) ?? .null }
        if let inert = OutsideLayoutObject.of(object) {
            return LValue(get: get, set: { inert.values[name] = $0 }, type: .any, name: nil, strength: .stored)
        }
        guard outsideLayoutMember(of: object, name) != nil else { return nil }
        guard let owner = object as? AnyObject else { return nil }
        return LValue(get: get, set: { [self] in outsideLayoutStore(of: owner).values[name] = $0 }, type: .any,
                      name: nil, strength: .stored)
    }

    /// A call of a method outside layout or of an ``OutsideLayoutObject``: nothing runs (closures among the
    /// arguments are counted as not run); a class makes an instance, keeping what
    /// ``OutsideLayoutInitializerValues`` says. Nil when the call is not one.
    func callOutsideLayout(_ object: Any, _ name: String?, _ call: Call, in scope: Scope) throws -> Value? {
        let result: Value
        if let inert = OutsideLayoutObject.of(object) {
            guard inert.isType else { return absorbCall(.void, call, in: scope) }
            let made = OutsideLayoutObject(typeName: inert.typeName, isType: false)
            if let label = OutsideLayoutInitializerValues.keptArguments[inert.typeName],
               let argument = call.arguments.first(where: { $0.label == label }) {
                let value = try evaluate(argument.value, in: scope)
                made.values = OutsideLayoutInitializerValues.properties(of: inert.typeName, from: value)
            }
            result = .object(made)
        } else if let name, let host = hostType(of: object), outsideLayoutMethod(of: host, name) {
            switch name {
            case "becomeFirstResponder", "resignFirstResponder": result = .bool(false)
            // key-value observing (`webView.observe(\.estimatedProgress) { … }`): the handler never runs
            case "observe": result = .object(OutsideLayoutObject(typeName: "NSKeyValueObservation", isType: false))
            default: result = .void
            }
        } else {
            return nil
        }
        _ = absorbCall(.void, call, in: scope)
        return result
    }

    /// `addGestureRecognizer(_:)` and `removeGestureRecognizer(_:)` keep the view's `gestureRecognizers` as UIKit
    /// does (the recognizers themselves do nothing here).
    func updateGestureRecognizers(of object: Any, _ name: String, _ call: Call, in scope: Scope) throws -> Value? {
        guard ["addGestureRecognizer", "removeGestureRecognizer"].contains(name), call.arguments.count == 1,
              let owner = object as? AnyObject, object is View else { return nil }
        let recognizer = try evaluate(call.arguments[0].value, in: scope)
        let store = outsideLayoutStore(of: owner)
        var list: [Value] = if case .array(let items)? = store.values["gestureRecognizers"] { items } else { [] }
        if name == "addGestureRecognizer" {
            list.append(recognizer)
        } else if case .object(let removed) = recognizer, let index = list.firstIndex(where: {
            if case .object(let item) = $0 { return (item as AnyObject) === (removed as AnyObject) }
            return false
        }) {
            list.remove(at: index)
        }
        store.values["gestureRecognizers"] = list.isEmpty ? .null : .array(list)
        return .void
    }

    /// Whether a UIKit object has a method outside layout of this base name (`present` on a controller).
    func hasOutsideLayoutMethod(_ object: Any, _ name: String) -> Bool {
        hostType(of: object).map { outsideLayoutMethod(of: $0, name) } ?? false
    }

    private func outsideLayoutStore(of owner: AnyObject) -> OutsideLayoutValues {
        if let store = outsideLayoutValues[ObjectIdentifier(owner)] { return store }
        let store = OutsideLayoutValues(owner: owner)
        outsideLayoutValues[ObjectIdentifier(owner)] = store
        return store
    }

    func outsideLayoutDefault(of host: HostType, _ name: String) -> UIKitOutsideLayout.Default? {
        var current: HostType? = host
        while let type = current {
            if let found = UIKitOutsideLayout.properties[type.name]?[name] { return found }
            current = type.parent
        }
        return nil
    }

    private func outsideLayoutMethod(of host: HostType, _ name: String) -> Bool {
        var current: HostType? = host
        while let type = current {
            if UIKitOutsideLayout.methods[type.name]?.contains(name) == true { return true }
            current = type.parent
        }
        return false
    }
}
