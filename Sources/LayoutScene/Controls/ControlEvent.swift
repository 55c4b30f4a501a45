/// The events a control sends actions for, as `UIControl.Event`. Scenes may register targets for them; a picture
/// never sends any.
///
/// ```swift
/// let events: ControlEvent = [.touchUpInside, .valueChanged]
/// ```
public struct ControlEvent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates events from UIKit's bits.
    ///
    /// ```swift
    /// let tap = ControlEvent(rawValue: 1 << 6) // .touchUpInside
    /// ```
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// A touch went down.
    public static let touchDown = ControlEvent(rawValue: 1 << 0)
    /// A touch lifted inside the control.
    public static let touchUpInside = ControlEvent(rawValue: 1 << 6)
    /// A touch lifted outside the control.
    public static let touchUpOutside = ControlEvent(rawValue: 1 << 7)
    /// The value changed (switches, sliders, segmented controls, steppers, page controls).
    public static let valueChanged = ControlEvent(rawValue: 1 << 12)
    /// The primary action fired.
    public static let primaryActionTriggered = ControlEvent(rawValue: 1 << 13)
    /// Editing began in a text field.
    public static let editingDidBegin = ControlEvent(rawValue: 1 << 16)
    /// A text field's text changed.
    public static let editingChanged = ControlEvent(rawValue: 1 << 17)
    /// Editing ended in a text field.
    public static let editingDidEnd = ControlEvent(rawValue: 1 << 18)
    /// Return was tapped in a text field.
    public static let editingDidEndOnExit = ControlEvent(rawValue: 1 << 19)
    /// Every touch event.
    public static let allTouchEvents = ControlEvent(rawValue: 0x0000_0FFF)
    /// Every editing event.
    public static let allEditingEvents = ControlEvent(rawValue: 0x000F_0000)
    /// Every event.
    public static let allEvents = ControlEvent(rawValue: 0xFFFF_FFFF)
}
