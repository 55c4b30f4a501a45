import LayoutScene

extension AccessibilityTraits: HostValue {}

/// `UIAccessibility`'s properties of every view and `UIAccessibilityTraits`: a read gives what the scene set, else
/// UIKit's default for the view's class and content (`label.accessibilityLabel` is its text).
///
/// ```swift
/// closeButton.accessibilityLabel = "Close"
/// titleLabel.accessibilityTraits.insert(.header)
/// card.accessibilityElements = [title, subtitle, action]
/// ```
enum AccessibilityBindings {
    static func bind(_ registry: HostRegistry) {
        let view = registry.type(View.self)
        view.property("isAccessibilityElement", \View.isAccessibilityElement)
        view.property("accessibilityLabel", \View.accessibilityLabel)
        view.property("accessibilityValue", \View.accessibilityValue)
        view.property("accessibilityHint", \View.accessibilityHint)
        view.property("accessibilityTraits", \View.accessibilityTraits)
        view.property("accessibilityElementsHidden", \View.accessibilityElementsHidden)
        view.property("shouldGroupAccessibilityChildren", \View.shouldGroupAccessibilityChildren)
        view.property("accessibilityViewIsModal", \View.accessibilityViewIsModal)
        view.properties["accessibilityElements"] = HostProperty(
            type: .optional(.array(.any)),
            get: { receiver in
                let elements = try HostType.cast(receiver, View.self).accessibilityElements
                return elements.map { .array($0.map { .object($0) }) } ?? .null
            },
            set: { receiver, value in
                let view = try HostType.cast(receiver, View.self)
                if case .array(let items) = value {
                    view.accessibilityElements = items.compactMap { $0.host(View.self) }
                } else {
                    view.accessibilityElements = nil
                }
                return view
            },
            namesItem: false)

        let traits = registry.type(AccessibilityTraits.self)
        traits.constant("none", AccessibilityTraits.none)
        for (trait, name, _) in AccessibilityTraits.names { traits.constant(name, trait) }
        traits.mutatingMethod("insert(_:)", [.host(traits)]) { (set: inout AccessibilityTraits, call) in
            set.insert(try call.get(0)); return .void
        }
        traits.mutatingMethod("remove(_:)", [.host(traits)]) { (set: inout AccessibilityTraits, call) in
            set.remove(try call.get(0)); return .void
        }
        traits.mutatingMethod("formUnion(_:)", [.host(traits)]) { (set: inout AccessibilityTraits, call) in
            set.formUnion(try call.get(0)); return .void
        }
        traits.method("union(_:)", [.host(traits)]) { call in
            .object(try call.receiver(AccessibilityTraits.self).union(call.get(0)))
        }
        traits.method("contains(_:)", [.host(traits)]) { call in
            .bool(try call.receiver(AccessibilityTraits.self).contains(call.get(0)))
        }
    }
}
