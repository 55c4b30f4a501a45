/// What a scene set on a view for VoiceOver (`UIAccessibility`'s properties). Each optional left `nil` means UIKit's
/// default for the view's class, which ``View/accessibilityDefaults`` gives; what is set always wins.
///
/// ```swift
/// let close = Button(type: .system)
/// close.accessibility.label = "Close"
/// close.accessibility.hint = "Dismisses the form"
/// ```
public struct AccessibilityProperties: Hashable, Sendable {
    /// `isAccessibilityElement`, when set.
    public var isElement: Bool?
    /// `accessibilityLabel`, when set.
    public var label: String?
    /// `accessibilityValue`, when set.
    public var value: String?
    /// `accessibilityHint`, when set.
    public var hint: String?
    /// `accessibilityTraits`, when set.
    public var traits: AccessibilityTraits?
    /// `accessibilityElementsHidden`: the view's subviews (not the view) are hidden from VoiceOver.
    public var elementsHidden = false
    /// `shouldGroupAccessibilityChildren`: VoiceOver reads the view's elements together, in their own order, before
    /// moving on.
    public var groupsChildren = false
    /// `accessibilityViewIsModal`: VoiceOver ignores the view's siblings (and theirs, up the tree).
    public var viewIsModal = false
    /// The identifiers of `accessibilityElements`, when set: the views VoiceOver visits inside this one, in this
    /// order, instead of the subviews in reading order.
    public var elements: [ObjectIdentifier]?

    /// No property set: every value is UIKit's default.
    ///
    /// ```swift
    /// var properties = AccessibilityProperties()
    /// properties.traits = .header
    /// ```
    public init() {}
}
