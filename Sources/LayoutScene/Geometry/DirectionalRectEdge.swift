/// Edges of a rectangle named by the layout direction, as `NSDirectionalRectEdge`; a button configuration's
/// ``ButtonConfiguration/imagePlacement`` is one of them.
///
/// ```swift
/// configuration.imagePlacement = .trailing
/// ```
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    /// Creates edges from UIKit's bits.
    ///
    /// ```swift
    /// let sides = DirectionalRectEdge(rawValue: 1 << 1 | 1 << 3) // [.leading, .trailing]
    /// ```
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// No edge.
    public static let none = DirectionalRectEdge([])
    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge (left in left-to-right layouts).
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge (right in left-to-right layouts).
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// UIKit's name for ``DirectionalRectEdge``.
///
/// ```swift
/// let placement: NSDirectionalRectEdge = .top
/// ```
public typealias NSDirectionalRectEdge = DirectionalRectEdge
