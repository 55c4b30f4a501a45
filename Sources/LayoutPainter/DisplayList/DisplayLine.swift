import Foundation
import LayoutScene

/// A straight stroke from `from` to `to`; with `capLength` > 0 it gets a perpendicular bar of that length at
/// each end (an I-bar, Interface Builder's mark for a size or a spacing).
///
/// ```swift
/// let gap = DisplayLine(id: "guide-title-top", classes: ["guide"], from: CGPoint(x: 40, y: 16),
///                       to: CGPoint(x: 40, y: 28), stroke: DisplayStroke(color: .systemBlue, width: 1), capLength: 6)
/// ```
public struct DisplayLine: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// The classes.
    public var classes: [String]
    /// One end.
    public var from: CGPoint
    /// The other end.
    public var to: CGPoint
    /// The stroke.
    public var stroke: DisplayStroke
    /// Length of the perpendicular end bars; 0 for a plain line.
    public var capLength: CGFloat

    /// Creates a line.
    ///
    /// ```swift
    /// let align = DisplayLine(id: "a", classes: [], from: .zero, to: CGPoint(x: 0, y: 100),
    ///                         stroke: DisplayStroke(color: .black, width: 1), capLength: 0)
    /// ```
    public init(id: String, classes: [String], from: CGPoint, to: CGPoint, stroke: DisplayStroke, capLength: CGFloat) {
        self.id = id
        self.classes = classes
        self.from = from
        self.to = to
        self.stroke = stroke
        self.capLength = capLength
    }
}
