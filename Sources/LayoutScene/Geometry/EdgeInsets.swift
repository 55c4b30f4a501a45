import Foundation

/// Distances inward from each edge of a rectangle, as `UIEdgeInsets` has them.
///
/// ```swift
/// view.layoutMargins = EdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
/// make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
/// ```
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets from the four distances.
    ///
    /// ```swift
    /// let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    /// ```
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates the same inset on every side.
    ///
    /// ```swift
    /// let margins = EdgeInsets(8)
    /// ```
    public init(_ all: CGFloat) {
        self.init(top: all, left: all, bottom: all, right: all)
    }

    /// No inset on any side.
    ///
    /// ```swift
    /// canvas.safeAreaInsets = .zero
    /// ```
    public static let zero = EdgeInsets(0)

    /// `UIEdgeInsets(top: 1.0, left: 2.0, bottom: 3.0, right: 4.0)`-style text.
    ///
    /// ```swift
    /// print(EdgeInsets(8)) // UIEdgeInsets(top: 8.0, left: 8.0, bottom: 8.0, right: 8.0)
    /// ```
    public var description: String {
        "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))"
    }
}

/// UIKit's name for ``EdgeInsets``, so pasted iOS code compiles.
///
/// ```swift
/// let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
/// ```
public typealias UIEdgeInsets = EdgeInsets

/// SnapKit's name for ``EdgeInsets`` when used as a constraint inset.
///
/// ```swift
/// make.edges.equalToSuperview().inset(ConstraintInsets(top: 4, left: 4, bottom: 4, right: 4))
/// ```
public typealias ConstraintInsets = EdgeInsets
