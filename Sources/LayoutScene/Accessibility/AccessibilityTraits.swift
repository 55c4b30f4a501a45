/// What an accessibility element is and how it behaves, as `UIAccessibilityTraits`: VoiceOver speaks a trait after
/// the element's label and value ("Sign in, button"). The bits are UIKit's, so a trait set a scene builds from raw
/// values means what it means on a device.
///
/// ```swift
/// titleLabel.accessibilityTraits = [.header, .staticText]
/// AccessibilityTraits.header.spokenNames   // ["heading"]
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    /// Creates traits from UIKit's bits.
    ///
    /// ```swift
    /// let traits = AccessibilityTraits(rawValue: 1 << 0 | 1 << 3) // [.button, .selected]
    /// ```
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// No traits.
    public static let none = AccessibilityTraits([])
    /// Acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// Is an image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Is selected (a chosen segment, a current tab).
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// Is a keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Is text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// Summarises the screen when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Is disabled ("dimmed").
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Changes its label or value often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// Is a search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Takes swipes up and down to change its value (sliders, page controls).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when VoiceOver reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// Is a tab bar (a container of tabs).
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    /// Heads a section ("heading").
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Can be zoomed.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 17)
    /// Is a toggle (iOS 17), spoken with its on or off state.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)

    /// Each trait's Swift name and what VoiceOver says for it (nil: it says nothing), in UIKit's declaration order.
    public static let names: [(trait: AccessibilityTraits, name: String, spoken: String?)] = [
        (.button, "button", "button"), (.link, "link", "link"), (.image, "image", "image"),
        (.selected, "selected", "selected"), (.playsSound, "playsSound", nil), (.keyboardKey, "keyboardKey", "key"),
        (.staticText, "staticText", nil), (.summaryElement, "summaryElement", nil),
        (.notEnabled, "notEnabled", "dimmed"), (.updatesFrequently, "updatesFrequently", nil),
        (.searchField, "searchField", "search field"), (.startsMediaSession, "startsMediaSession", nil),
        (.adjustable, "adjustable", "adjustable"), (.allowsDirectInteraction, "allowsDirectInteraction", nil),
        (.causesPageTurn, "causesPageTurn", nil), (.tabBar, "tabBar", "tab bar"), (.header, "header", "heading"),
        (.supportsZoom, "supportsZoom", nil), (.toggleButton, "toggleButton", "toggle button"),
    ]

    /// The Swift names of the traits set, in UIKit's order.
    ///
    /// ```swift
    /// AccessibilityTraits([.selected, .button]).swiftNames   // ["button", "selected"]
    /// ```
    public var swiftNames: [String] {
        Self.names.filter { contains($0.trait) }.map(\.name)
    }

    /// What VoiceOver says for the traits set, in UIKit's order (traits it says nothing for are left out).
    ///
    /// ```swift
    /// AccessibilityTraits([.button, .notEnabled]).spokenNames   // ["button", "dimmed"]
    /// ```
    public var spokenNames: [String] {
        Self.names.filter { contains($0.trait) }.compactMap(\.spoken)
    }
}

/// UIKit's name for ``AccessibilityTraits``.
public typealias UIAccessibilityTraits = AccessibilityTraits
