extension View {
    /// `isAccessibilityElement`: what the scene set, else UIKit's default for the class (a label or control is one,
    /// a plain view or image view is not).
    ///
    /// ```swift
    /// card.isAccessibilityElement = true
    /// ```
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? accessibilityDefaults.isElement }
        set { accessibility.isElement = newValue }
    }

    /// `accessibilityLabel`: what the scene set, else what UIKit derives (a label's text, a button's title).
    ///
    /// ```swift
    /// closeButton.accessibilityLabel = "Close"
    /// ```
    public var accessibilityLabel: String? {
        get { accessibility.label ?? accessibilityDefaults.label }
        set { accessibility.label = newValue }
    }

    /// `accessibilityValue`: what the scene set, else what UIKit derives (a switch's `1`, a slider's `50%`).
    ///
    /// ```swift
    /// ratingView.accessibilityValue = "4 of 5 stars"
    /// ```
    public var accessibilityValue: String? {
        get { accessibility.value ?? accessibilityDefaults.value }
        set { accessibility.value = newValue }
    }

    /// `accessibilityHint`: what the scene set.
    ///
    /// ```swift
    /// buyButton.accessibilityHint = "Charges your saved card"
    /// ```
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }

    /// `accessibilityTraits`: what the scene set, else UIKit's default for the class; setting replaces the defaults.
    ///
    /// ```swift
    /// titleLabel.accessibilityTraits.insert(.header)
    /// ```
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibility.traits ?? accessibilityDefaults.traits }
        set { accessibility.traits = newValue }
    }

    /// `accessibilityElementsHidden`: the view's subviews are hidden from VoiceOver.
    ///
    /// ```swift
    /// decorativeStack.accessibilityElementsHidden = true
    /// ```
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }

    /// `shouldGroupAccessibilityChildren`: VoiceOver reads the view's elements together.
    ///
    /// ```swift
    /// column.shouldGroupAccessibilityChildren = true
    /// ```
    public var shouldGroupAccessibilityChildren: Bool {
        get { accessibility.groupsChildren }
        set { accessibility.groupsChildren = newValue }
    }

    /// `accessibilityViewIsModal`: VoiceOver ignores the view's siblings.
    ///
    /// ```swift
    /// alertView.accessibilityViewIsModal = true
    /// ```
    public var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }

    /// `accessibilityElements`: the views VoiceOver visits inside this one, in this order (views only; others are
    /// left out).
    ///
    /// ```swift
    /// card.accessibilityElements = [title, price, buyButton]
    /// ```
    public var accessibilityElements: [Any]? {
        get {
            guard let identifiers = accessibility.elements else { return nil }
            let views = Dictionary(viewsInTreeOrder.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { one, _ in one })
            return identifiers.compactMap { views[$0] }
        }
        set { accessibility.elements = newValue.map { $0.compactMap { ($0 as? View).map(ObjectIdentifier.init) } } }
    }
}
