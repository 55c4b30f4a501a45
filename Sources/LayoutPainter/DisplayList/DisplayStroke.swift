import Foundation
import LayoutScene

/// How a line or outline is stroked.
///
/// ```swift
/// let dashed = DisplayStroke(color: .systemBlue, width: 1, dash: [4, 3])
/// ```
public struct DisplayStroke: Sendable, Hashable {
    /// The colour.
    public var color: Color
    /// The width in points.
    public var width: CGFloat
    /// Dash lengths (on, off, …); empty for a solid stroke.
    public var dash: [CGFloat]

    /// Creates a stroke.
    ///
    /// ```swift
    /// let solid = DisplayStroke(color: .black, width: 1)
    /// ```
    public init(color: Color, width: CGFloat, dash: [CGFloat] = []) {
        self.color = color
        self.width = width
        self.dash = dash
    }
}
