/// The kind of a legacy button, as `UIButton.ButtonType`: it picks the title font and colour (and, for the
/// system-image kinds, a 22-pt image).
///
/// ```swift
/// let save = UIButton(type: .system)
/// ```
public enum ButtonType: String, CaseIterable, Hashable, Sendable {
    /// No system look: an 18-pt white title (`UIButton()`).
    case custom
    /// A 15-pt title in the tint colour.
    case system
    /// A detail-disclosure (ⓘ) image button.
    case detailDisclosure
    /// An info image button on a light background.
    case infoLight
    /// An info image button on a dark background.
    case infoDark
    /// A ⊕ image button.
    case contactAdd
    /// A close (✕) image button.
    case close

    /// Whether the kind draws a system image instead of (or before) its title.
    ///
    /// ```swift
    /// ButtonType.contactAdd.hasSystemImage // true
    /// ```
    public var hasSystemImage: Bool {
        switch self {
        case .custom, .system: false
        case .detailDisclosure, .infoLight, .infoDark, .contactAdd, .close: true
        }
    }
}
