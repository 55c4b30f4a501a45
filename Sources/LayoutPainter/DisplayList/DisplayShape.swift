import Foundation
import LayoutScene

/// A rectangle, possibly rounded, filled and/or stroked. A border drawn inside a view's bounds, as
/// `CALayer` draws it, is a stroke whose rectangle is inset by half the width.
///
/// ```swift
/// let card = DisplayShape(id: "view-card", classes: ["view"], rect: CGRect(x: 16, y: 16, width: 343, height: 120),
///                         cornerRadius: 12, fill: .white, stroke: DisplayStroke(color: .separator, width: 1))
/// ```
public struct DisplayShape: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// The classes.
    public var classes: [String]
    /// The rectangle.
    public var rect: CGRect
    /// The corner radius (0 for square corners).
    public var cornerRadius: CGFloat
    /// The fill, if any.
    public var fill: Color?
    /// The outline, if any, centred on the rectangle's edge.
    public var stroke: DisplayStroke?

    /// Creates a shape.
    ///
    /// ```swift
    /// let dot = DisplayShape(id: "dot", classes: [], rect: CGRect(x: 0, y: 0, width: 4, height: 4),
    ///                        cornerRadius: 2, fill: .red, stroke: nil)
    /// ```
    public init(id: String, classes: [String], rect: CGRect, cornerRadius: CGFloat, fill: Color?,
                stroke: DisplayStroke?) {
        self.id = id
        self.classes = classes
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
    }
}
