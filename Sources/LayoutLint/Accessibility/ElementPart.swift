import Foundation
import LayoutScene

/// An accessibility element before it has its number in the reading order.
struct ElementPart {
    var view: String
    var frame: CGRect
    var label: String?
    var value: String?
    var traits: AccessibilityTraits
    var role: String?
    var context: String?
    var hint: String?
    var location: SourceLocation?

    /// The element, numbered.
    func element(number: Int) -> AccessibilityElement {
        AccessibilityElement(number: number, view: view, frame: frame, label: label, value: value, traits: traits,
                             role: role, context: context, hint: hint, location: location)
    }

    /// Whether VoiceOver would have nothing to say and nothing to do: no label, no value, no role and no trait that
    /// acts (an empty label is passed over, an unlabelled button is not).
    var isSilent: Bool {
        label == nil && value == nil && role == nil
            && traits.isDisjoint(with: [.button, .link, .adjustable, .searchField, .image, .tabBar, .keyboardKey])
    }
}

/// What a container yields in reading order: one element, or a group read whole.
enum ElementNode {
    case element(ElementPart)
    case group([ElementPart])

    /// The parts in order.
    var parts: [ElementPart] {
        switch self {
        case .element(let part): [part]
        case .group(let parts): parts
        }
    }

    /// Where the node is, for the reading order: the element's frame, or the frame of the group's first element (a
    /// group is read where its first element would be).
    var frame: CGRect {
        parts.first?.frame ?? .zero
    }
}
