import Foundation
import LayoutScene

/// A closed polygon, filled and/or stroked (the outline joins the last point back to the first), or — not closed —
/// a stroked polyline with round joins and ends; a symbol placeholder's glyph is drawn with them.
///
/// ```swift
/// let play = DisplayPolygon(id: "symbol-play", classes: ["symbol-glyph"],
///                           points: [CGPoint(x: 4, y: 2), CGPoint(x: 18, y: 10), CGPoint(x: 4, y: 18)],
///                           fill: .systemBlue, stroke: nil)
/// ```
public struct DisplayPolygon: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// The classes.
    public var classes: [String]
    /// The corners, in order.
    public var points: [CGPoint]
    /// The fill, if any.
    public var fill: Color?
    /// The outline, if any.
    public var stroke: DisplayStroke?
    /// Whether the last point joins the first; an open polyline is only stroked, with round joins and ends.
    public var isClosed: Bool

    /// Creates a polygon.
    ///
    /// ```swift
    /// let tick = DisplayPolygon(id: "tick", classes: [], points: [CGPoint(x: 0, y: 2), CGPoint(x: 1, y: 3),
    ///                           CGPoint(x: 4, y: 0)], fill: nil, stroke: DisplayStroke(color: .blue, width: 1),
    ///                           isClosed: false)
    /// let square = DisplayPolygon(id: "square", classes: [], points: [.zero, CGPoint(x: 4, y: 0),
    ///                             CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)], fill: .red, stroke: nil)
    /// ```
    public init(id: String, classes: [String], points: [CGPoint], fill: Color?, stroke: DisplayStroke?,
                isClosed: Bool = true) {
        self.id = id
        self.classes = classes
        self.points = points
        self.fill = fill
        self.stroke = stroke
        self.isClosed = isClosed
    }
}
