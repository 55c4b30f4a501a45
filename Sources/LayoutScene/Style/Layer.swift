import Foundation

/// The drawing properties UIKit keeps on a view's `CALayer`: corner radius, border and clipping.
///
/// ```swift
/// avatar.layer.cornerRadius = 24
/// avatar.layer.borderWidth = 2
/// avatar.layer.borderColor = UIColor.white.cgColor
/// ```
public final class Layer {
    /// The radius of the rounded corners; 0 for square ones.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds; 0 for none.
    public var borderWidth: CGFloat = 0
    /// The border colour.
    public var borderColor: Color? = .black
    /// Whether sublayers (subviews) are clipped to the bounds (with the corner radius).
    public var masksToBounds = false

    init() {}
}
