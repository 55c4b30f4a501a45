/// The states a control's look can depend on, as `UIControl.State`: titles and colours are set per state, and a
/// state without its own value uses ``normal``'s.
///
/// ```swift
/// button.setTitle("Save", for: .normal)
/// button.setTitleColor(.systemGray, for: .disabled)
/// ```
public struct ControlState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates a state from UIKit's bits.
    ///
    /// ```swift
    /// let both = ControlState(rawValue: 1 << 2 | 1 << 0) // [.selected, .highlighted]
    /// ```
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The default state.
    public static let normal = ControlState([])
    /// Touched down (never drawn: a picture shows a control at rest).
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not enabled.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused (tvOS; never drawn).
    public static let focused = ControlState(rawValue: 1 << 3)
}
