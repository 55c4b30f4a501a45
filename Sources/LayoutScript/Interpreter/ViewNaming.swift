import LayoutScene

/// Names views (and user layout guides) after what the scene binds them to: `let avatar = UIView()` names the view
/// `avatar`, a stored property `titleLabel` names it `titleLabel`, an array `rows` names its elements `rows[0]`,
/// `rows[1]`, …. A local variable's name gives way to a later stored property, global or array (so a view built in a
/// helper function takes the name it is stored under); names set by the code (`name`, `snp.setLabel`,
/// `accessibilityIdentifier`, a guide's `identifier`) are never replaced.
struct ViewNaming {
    private var automatic: [ObjectIdentifier: (item: AnyObject, strength: NamingStrength)] = [:]
    private var namedByCode: [ObjectIdentifier: AnyObject] = [:]

    mutating func bind(_ value: Value, to name: String, strength: NamingStrength) {
        switch value {
        case .object(let object):
            if let view = object as? View {
                offer(view, currentName: view.name, name: name, strength: strength) { view.name = $0 }
            } else if let guide = object as? LayoutGuide {
                offer(guide, currentName: guide.identifier.isEmpty ? nil : guide.identifier, name: name,
                      strength: strength) { guide.identifier = $0 }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                bind(element, to: "\(name)[\(index)]", strength: strength)
            }
        default:
            break
        }
    }

    /// Records that the code named the item itself, so bindings leave its name alone.
    mutating func markNamedByCode(_ item: AnyObject) {
        namedByCode[ObjectIdentifier(item)] = item
        automatic[ObjectIdentifier(item)] = nil
    }

    private mutating func offer(_ item: AnyObject, currentName: String?, name: String, strength: NamingStrength,
                                apply: (String) -> Void) {
        let key = ObjectIdentifier(item)
        guard namedByCode[key] == nil else { return }
        if let existing = automatic[key] {
            guard strength > existing.strength else { return }
        } else if currentName != nil {
            return
        }
        apply(name)
        automatic[key] = (item, strength)
    }
}
