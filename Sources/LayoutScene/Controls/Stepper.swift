import Foundation

/// A − | + stepper, as `UIStepper`: 94 × 32.
///
/// ```swift
/// let quantity = UIStepper()
/// quantity.minimumValue = 1
/// quantity.maximumValue = 10
/// quantity.value = 2
/// ```
open class Stepper: Control {
    /// The value.
    public var value: Double = 0
    /// The lowest value (− is dimmed there).
    public var minimumValue: Double = 0
    /// The highest value (+ is dimmed there).
    public var maximumValue: Double = 100
    /// How much one tap changes the value.
    public var stepValue: Double = 1
    /// Whether the value wraps from one end to the other (then neither side dims).
    public var wraps = false
    /// Kept for pasted code.
    public var autorepeat = true
    /// Kept for pasted code.
    public var isContinuous = true

    /// Whether − can be tapped: enabled and above the minimum (or wrapping).
    ///
    /// ```swift
    /// quantity.canDecrement // true for value 2, minimum 1
    /// ```
    public var canDecrement: Bool { isEnabled && (wraps || value > minimumValue) }

    /// Whether + can be tapped: enabled and below the maximum (or wrapping).
    ///
    /// ```swift
    /// quantity.canIncrement // true for value 2, maximum 10
    /// ```
    public var canIncrement: Bool { isEnabled && (wraps || value < maximumValue) }

    /// 94 × 32.
    ///
    /// ```swift
    /// UIStepper().intrinsicContentSize // 94 × 32
    /// ```
    open override var intrinsicContentSize: CGSize { ControlMetrics.stepperSize }

    /// 750 on both axes: a stepper keeps its size beside views that stretch.
    ///
    /// ```swift
    /// UIStepper.defaultContentHuggingPriority(for: .horizontal) // 750
    /// ```
    open override class func defaultContentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        .defaultHigh
    }
}

/// UIKit's name for ``Stepper``.
///
/// ```swift
/// let quantity = UIStepper()
/// ```
public typealias UIStepper = Stepper
