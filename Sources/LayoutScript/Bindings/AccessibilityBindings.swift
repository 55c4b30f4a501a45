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
        view.property("isAccessibilityElement", Bool.self, get: { (view: View) in
            view.accessibility.isElement ?? view.accessibilityDefaults.isElement
        }, set: { $0.accessibility.isElement = $1 })
        view.property("accessibilityLabel", String?.self, get: { (view: View) in
            view.accessibility.label ?? view.accessibilityDefaults.label
        }, set: { $0.accessibility.label = $1 })
        view.property("accessibilityValue", String?.self, get: { (view: View) in
            view.accessibility.value ?? view.accessibilityDefaults.value
        }, set: { $0.accessibility.value = $1 })
        view.property("accessibilityHint", String?.self, get: { (view: View) in view.accessibility.hint },
                      set: { $0.accessibility.hint = $1 })
        view.property("accessibilityTraits", AccessibilityTraits.self, get: { (view: View) in
            view.accessibility.traits ?? view.accessibilityDefaults.traits
        }, set: { $0.accessibility.traits = $1 })
        view.property("accessibilityElementsHidden", Bool.self, get: { (view: View) in view.accessibility.elementsHidden },
                      set: { $0.accessibility.elementsHidden = $1 })
        view.property("shouldGroupAccessibilityChildren", Bool.self,
                      get: { (view: View) in view.accessibility.groupsChildren },
                      set: { $0.accessibility.groupsChildren = $1 })
        view.property("accessibilityViewIsModal", Bool.self, get: { (view: View) in view.accessibility.viewIsModal },
                      set: { $0.accessibility.viewIsModal = $1 })
        view.properties["accessibilityElements"] = HostProperty(
            type: .optional(.array(.any)),
            get: { receiver in
                let view = try HostType.cast(receiver, View.self)
                guard let elements = view.accessibility.elements else { return .null }
                return .array(view.viewsInTreeOrder.filter { elements.contains(ObjectIdentifier($0)) }.map { .object($0) })
            },
            set: { receiver, value in
                let view = try HostType.cast(receiver, View.self)
                if case .array(let items) = value {
                    view.accessibility.elements = items.compactMap { $0.host(View.self).map(ObjectIdentifier.init) }
                } else {
                    view.accessibility.elements = nil
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
