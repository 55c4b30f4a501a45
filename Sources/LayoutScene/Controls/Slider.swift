import Foundation

/// A slider, as `UISlider`: 31 pt tall, no intrinsic width; the thumb sits at ``value`` between
/// ``minimumValue`` and ``maximumValue``.
///
/// ```swift
/// let volume = UISlider()
/// volume.minimumValue = 0
/// volume.maximumValue = 10
/// volume.value = 7
/// ```
open class Slider: Control {
    /// The current value, kept within the range when read through ``fraction``.
    public var value: Float = 0
    /// The lowest value.
    public var minimumValue: Float = 0
    /// The highest value.
    public var maximumValue: Float = 1
    /// The track colour before the thumb; `nil` is the tint colour.
    public var minimumTrackTintColor: Color?
    /// The track colour after the thumb; `nil` is the system grey.
    public var maximumTrackTintColor: Color?
    /// The thumb colour; `nil` is white.
    public var thumbTintColor: Color?
    /// Kept for pasted code.
    public var isContinuous = true

    /// Sets ``value`` (`animated` has no effect in a picture).
    ///
    /// ```swift
    /// volume.setValue(0.5, animated: false)
    /// ```
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// Where the value lies in the range, 0...1 (0 for an empty or reversed range or a value that is not a number).
    ///
    /// ```swift
    /// volume.fraction // 0.7
    /// ```
    public var fraction: CGFloat {
        value.fraction(from: minimumValue, to: maximumValue)
    }

    /// No width, 31 tall.
    ///
    /// ```swift
    /// UISlider().intrinsicContentSize // -1 × 31
    /// ```
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: ControlMetrics.sliderHeight)
    }
}

/// UIKit's name for ``Slider``.
///
/// ```swift
/// let volume = UISlider()
/// ```
public typealias UISlider = Slider
