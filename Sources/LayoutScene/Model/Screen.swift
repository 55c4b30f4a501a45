import Foundation

/// `UIScreen`: the screen a scene is shown on — its bounds in points (the root size, or the device's screen) and
/// its scale.
///
/// ```swift
/// let screen = Screen(size: CGSize(width: 393, height: 852), scale: 3)
/// screen.bounds.width // 393
/// ```
public final class Screen {
    /// The screen in points, at the origin.
    public let bounds: CGRect
    /// Pixels per point.
    public let scale: CGFloat

    /// A screen of `size` points at `scale`.
    ///
    /// ```swift
    /// let screen = Screen(size: CGSize(width: 375, height: 667), scale: 2)
    /// ```
    public init(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }

    /// The screen in pixels (`bounds` times `scale`).
    ///
    /// ```swift
    /// Screen(size: CGSize(width: 375, height: 667), scale: 2).nativeBounds.size // 750 × 1334
    /// ```
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    /// The scale of a screen when no device is given: the default root, 375 × 667 points, is the iPhone SE's, whose
    /// screen has 2 pixels per point. An estimate for any other root size.
    ///
    /// ```swift
    /// Screen.defaultScale // 2
    /// ```
    public static let defaultScale: CGFloat = 2
}
