import Foundation

/// What UIKit gives a view for VoiceOver when the scene sets nothing: whether it is an element, the label and value
/// it derives from the view's content, its traits, and the role VoiceOver speaks for controls no public trait names
/// ("text field", "switch button", "tab"). The table of classes is in `docs/accessibility.md`.
///
/// ```swift
/// let label = Label()
/// label.text = "Welcome"
/// label.accessibilityDefaults.label    // "Welcome"
/// label.accessibilityDefaults.traits   // .staticText
/// ```
public struct AccessibilityDefaults: Hashable, Sendable {
    /// `isAccessibilityElement`'s default.
    public var isElement: Bool
    /// The label UIKit derives (a label's text, a button's title, a text field's placeholder).
    public var label: String?
    /// The value UIKit derives (a switch's state, a slider's percentage, a text field's text).
    public var value: String?
    /// The default traits.
    public var traits: AccessibilityTraits
    /// What VoiceOver says for the kind of control when no public trait names it.
    public var role: String?

    /// Defaults of a view that is not an element (a plain `UIView`, an image view).
    ///
    /// ```swift
    /// AccessibilityDefaults.container.isElement   // false
    /// ```
    public static let container = AccessibilityDefaults(isElement: false, label: nil, value: nil, traits: .none,
                                                        role: nil)

    /// Defaults with every field given.
    ///
    /// ```swift
    /// AccessibilityDefaults(isElement: true, label: "Save", value: nil, traits: .button, role: nil)
    /// ```
    public init(isElement: Bool, label: String?, value: String?, traits: AccessibilityTraits, role: String?) {
        self.isElement = isElement
        self.label = label
        self.value = value
        self.traits = traits
        self.role = role
    }

    /// A whole percentage, as UIKit gives a slider's or progress view's value (`"50%"`).
    static func percent(_ fraction: CGFloat) -> String {
        "\(Int((min(max(fraction, 0), 1) * 100).rounded()))%"
    }
}

extension View {
    /// UIKit's accessibility defaults for this view's class and content (see ``AccessibilityDefaults``).
    ///
    /// ```swift
    /// let toggle = Switch()
    /// toggle.isOn = true
    /// toggle.accessibilityDefaults.value   // "1"
    /// ```
    public var accessibilityDefaults: AccessibilityDefaults {
        switch self {
        case let label as Label:
            return AccessibilityDefaults(isElement: true, label: nonEmpty(label.text), value: nil,
                                         traits: label.isTitle ? [.staticText, .header] : .staticText, role: nil)
        case let button as Button:
            let isBack = sequence(first: self as View, next: \.superview).contains { ($0 as? NavigationBar)?.shownBackButton === button }
            return AccessibilityDefaults(isElement: true, label: nonEmpty(button.currentTitle), value: nil,
                                         traits: Self.controlTraits(button, adding: .button),
                                         role: isBack ? "back button" : nil)
        case let toggle as Switch:
            return AccessibilityDefaults(isElement: true, label: nil, value: toggle.isOn ? "1" : "0",
                                         traits: Self.controlTraits(toggle, adding: [.button, .toggleButton]),
                                         role: "switch button")
        case let slider as Slider:
            return AccessibilityDefaults(isElement: true, label: nil, value: AccessibilityDefaults.percent(slider.fraction),
                                         traits: Self.controlTraits(slider, adding: .adjustable), role: nil)
        case let pages as PageControl:
            let value = "page \(min(pages.currentPage, max(pages.numberOfPages - 1, 0)) + 1) of \(pages.numberOfPages)"
            return AccessibilityDefaults(isElement: true, label: nil, value: value,
                                         traits: Self.controlTraits(pages, adding: .adjustable), role: nil)
        case let progress as ProgressView:
            return AccessibilityDefaults(isElement: true, label: nil, value: AccessibilityDefaults.percent(progress.fraction),
                                         traits: .updatesFrequently, role: "progress")
        case let spinner as ActivityIndicatorView:
            return AccessibilityDefaults(isElement: spinner.isShowingSpokes, label: "In progress", value: nil,
                                         traits: .updatesFrequently, role: nil)
        case let field as SearchTextField:
            return AccessibilityDefaults(isElement: true, label: nil, value: nonEmpty(field.text) ?? nonEmpty(field.placeholder),
                                         traits: Self.controlTraits(field, adding: .searchField), role: "text field")
        case let field as TextField:
            let text = nonEmpty(field.text).map { field.isSecureTextEntry ? String(repeating: "•", count: $0.count) : $0 }
            return AccessibilityDefaults(isElement: true, label: nil, value: text ?? nonEmpty(field.placeholder),
                                         traits: Self.controlTraits(field, adding: .none),
                                         role: field.isSecureTextEntry ? "secure text field" : "text field")
        case let text as TextView:
            return AccessibilityDefaults(isElement: true, label: nil, value: nonEmpty(text.text),
                                         traits: text.isEditable ? .none : .staticText,
                                         role: text.isEditable ? "text field" : nil)
        case let tab as TabBarButton:
            return AccessibilityDefaults(isElement: true, label: nonEmpty(tab.titleLabel.text), value: tab.badgeText,
                                         traits: tab.isShowingSelected ? [.button, .selected] : .button, role: "tab")
        case is ImageView:
            return AccessibilityDefaults(isElement: false, label: nil, value: nil, traits: .image, role: nil)
        case let cell as TableViewCell:
            return AccessibilityDefaults(isElement: true, label: nil, value: nil,
                                         traits: cell.accessoryType == .checkmark ? .selected : .none, role: nil)
        case let control as Control:
            return AccessibilityDefaults(isElement: false, label: nil, value: nil,
                                         traits: Self.controlTraits(control, adding: .none), role: nil)
        default:
            return .container
        }
    }

    /// A control's own traits with `.notEnabled` when it is disabled and `.selected` when it is selected.
    private static func controlTraits(_ control: Control, adding own: AccessibilityTraits) -> AccessibilityTraits {
        var traits = own
        if !control.isEnabled { traits.insert(.notEnabled) }
        if control.isSelected { traits.insert(.selected) }
        return traits
    }
}

extension Label {
    /// Whether the label is a title VoiceOver reads as a heading: a navigation bar's title or a table section's
    /// header title.
    fileprivate var isTitle: Bool {
        if let bar = superview as? NavigationBar { return bar.titleLabel === self || bar.largeTitleLabel === self }
        return sequence(first: self as View, next: \.superview).contains { view in
            guard let header = view as? TableViewHeaderFooterView else { return false }
            return header.titleStyle.position == .header && header.storedTextLabel === self
        }
    }
}

/// The text, or nil when it is nil or empty.
private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
}
