/// Swift's definite initialization of a stored tuple property element by element:
///
/// ```swift
/// private var client: (id: String, redirectUri: String)
/// init(id: String, uri: String) {
///     self.client.id = id            // client has no value yet: its elements are filled in one by one
///     self.client.redirectUri = uri
///     super.init(nibName: nil, bundle: nil)
/// }
/// ```
extension Interpreter {
    /// When `base` is `self.name` or a bare `name` for a stored tuple property of `self` that has no value yet, a
    /// tuple of the declared labels whose elements are ``UnsetTupleElement``s (swiftc rejects reading them before they
    /// are set); nil otherwise.
    func uninitializedTupleProperty(_ base: Expr, in scope: Scope) -> Value? {
        let name: String
        switch base {
        case .member(.selfReference, let member): name = member.name
        case .name(let bare, _) where !Self.isLocal(bare, in: scope): name = bare
        default: return nil
        }
        let declared: PropertyDecl?
        switch scope.currentReceiver?.value {
        case .object(let object as ScriptedObject)?:
            guard let variable = object.instance.storage[name], variable.value == nil else { return nil }
            declared = object.instance.scriptClass.property(named: name)?.0
        case .structValue(let instance)?:
            guard instance.fields[name] == nil else { return nil }
            declared = instance.type.storedProperties.first { $0.name == name }
        default:
            return nil
        }
        guard case .tuple(let elements, let labels, _)? = declared?.type else { return nil }
        return .tuple(Array(repeating: .object(UnsetTupleElement()), count: elements.count), labels: labels)
    }

    /// Whether `name` is a local variable or parameter between `scope` and the nearest `self`.
    private static func isLocal(_ name: String, in scope: Scope) -> Bool {
        var current: Scope? = scope
        while let candidate = current {
            if candidate.lookupHere(name) != nil { return true }
            if candidate.receiver != nil { return false }
            current = candidate.parent
        }
        return false
    }
}

/// An element of a stored tuple property not set yet during its element-by-element initialization; a `let` tuple
/// holding one may still have its other elements set.
final class UnsetTupleElement {}

extension Value {
    /// Whether this is a tuple some of whose elements are still being initialized (``UnsetTupleElement``).
    var isPartlyInitializedTuple: Bool {
        guard case .tuple(let elements, _) = self else { return false }
        return elements.contains { $0.host(UnsetTupleElement.self) != nil }
    }
}
