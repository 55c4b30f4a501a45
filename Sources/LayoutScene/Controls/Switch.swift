import Foundation

/// An on/off switch, as `UISwitch`: always 51 × 31 (``ControlMetrics/switchSize``), green when on.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.isOn = true
/// wifi.onTintColor = .systemGreen
/// ```
open class Switch: Control {
    /// Whether the switch is on.
    public var isOn = false
    /// The track colour when on; `nil` is the system green.
    public var onTintColor: Color?
    /// The knob colour; `nil` is white.
    public var thumbTintColor: Color?

    /// Sets ``isOn`` (`animated` has no effect in a picture).
    ///
    /// ```swift
    /// wifi.setOn(true, animated: false)
    /// ```
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 × 31.
    ///
    /// ```swift
    /// UISwitch().intrinsicContentSize // 51 × 31
    /// ```
    open override var intrinsicContentSize: CGSize { ControlMetrics.switchSize }

    /// 750 on both axes: a switch keeps its size beside views that stretch.
    ///
    /// ```swift
    /// UISwitch.defaultContentHuggingPriority(for: .horizontal) // 750
    /// ```
    open override class func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        .defaultHigh
    }
}

/// UIKit's name for ``Switch``.
///
/// ```swift
/// let toggle = UISwitch()
/// ```
public typealias UISwitch = Switch
