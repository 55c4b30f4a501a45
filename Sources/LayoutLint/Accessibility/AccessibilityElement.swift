import Foundation
import LayoutScene

/// One element VoiceOver visits: where it is, what it says (label, value, traits, hint, as UIKit derives them from
/// what the scene set and the view's content), and the view it stands for.
///
/// ```swift
/// let element = AccessibilityHierarchy(canvas: canvas, result: result).elements[0]
/// print(element.number, element.spoken)   // 1 Sign in, button
/// ```
public struct AccessibilityElement: Sendable, Hashable {
    /// Its place in VoiceOver's reading order, from 1.
    public let number: Int
    /// The view's path of names (`form/signIn`; a segment or stepper button adds `[1]` or `.increment`).
    public let view: String
    /// The frame VoiceOver outlines, in canvas coordinates.
    public let frame: CGRect
    /// What VoiceOver says first; nil when nothing gives one.
    public let label: String?
    /// The element's value (a switch's `1`, a slider's `50%`, a text field's text).
    public let value: String?
    /// The element's traits.
    public let traits: AccessibilityTraits
    /// What VoiceOver says for a kind of control no public trait names (`text field`, `switch button`, `tab`).
    public let role: String?
    /// Where the element sits in a series VoiceOver announces (`2 of 3` for a segment or tab).
    public let context: String?
    /// The hint, said after a pause.
    public let hint: String?
    /// Where the view was placed in the scene, when known.
    public let location: SourceLocation?

    /// Creates an element.
    ///
    /// ```swift
    /// AccessibilityElement(number: 1, view: "save", frame: .zero, label: "Save", value: nil, traits: .button,
    ///                      role: nil, context: nil, hint: nil, location: nil)
    /// ```
    public init(number: Int, view: String, frame: CGRect, label: String?, value: String?, traits: AccessibilityTraits,
                role: String?, context: String?, hint: String?, location: SourceLocation?) {
        self.number = number
        self.view = view
        self.frame = frame
        self.label = label
        self.value = value
        self.traits = traits
        self.role = role
        self.context = context
        self.hint = hint
        self.location = location
    }

    /// Whether nothing tells a VoiceOver user what the element is: it has no label, and it is not a text field
    /// whose text or placeholder VoiceOver reads instead.
    ///
    /// ```swift
    /// if element.isMissingLabel { print("\(element.view) has no accessibility label") }
    /// ```
    public var isMissingLabel: Bool {
        label == nil && !(role?.hasSuffix("text field") == true && value != nil)
    }

    /// What VoiceOver says before the hint, as it phrases it: `Selected: ` for a selected element, the label and
    /// value (`Label: Value`; a switch says `On` or `Off` after its kind instead), `Dimmed`, the kind (`Button`, or a
    /// role that replaces it: `Switch Button`, `Tab`, `Back Button`, `Text Field`), the other spoken traits, and
    /// the place in a series (`2 of 3`), each sentence ending in a full stop unless it ends in punctuation already.
    ///
    /// ```swift
    /// element.spoken   // "Selected: Day. Button. 1 of 3."
    /// ```
    public var spoken: String {
        let isSwitch = role == "switch button"
        var sentences: [String] = []
        let head = [label, isSwitch ? nil : value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
        if !head.isEmpty { sentences.append(head) }
        if traits.contains(.notEnabled) { sentences.append("Dimmed") }
        if let role {
            sentences.append(role.split(separator: " ").map(\.capitalized).joined(separator: " "))
        } else if traits.contains(.button) {
            sentences.append("Button")
        }
        if isSwitch, let value { sentences.append(value == "1" ? "On" : value == "2" ? "Mixed" : "Off") }
        let others = traits.subtracting([.selected, .notEnabled, .button, .toggleButton]).spokenNames
        sentences += others.map { $0.split(separator: " ").map(\.capitalized).joined(separator: " ") }
        if let context { sentences.append(context) }
        let text = sentences.map { $0.last.map(".!?…".contains) == true ? $0 : $0 + "." }.joined(separator: " ")
        return (traits.contains(.selected) ? "Selected: " : "") + text
    }
}
