import Foundation

/// Distances inward from each edge, with leading and trailing instead of left and right,
/// as `NSDirectionalEdgeInsets` has them. Leading is the left edge in left-to-right layouts.
///
/// ```swift
/// make.directionalEdges.equalToSuperview().inset(NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 8))
/// ```
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets from the four distances.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    /// ```
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Creates the same inset on every side.
    ///
    /// ```swift
    /// let insets = DirectionalEdgeInsets(12)
    /// ```
    public init(_ all: CGFloat) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    /// No inset on any side.
    ///
    /// ```swift
    /// let none = DirectionalEdgeInsets.zero
    /// ```
    public static let zero = DirectionalEdgeInsets(0)

    /// The left/right insets these become under `direction`.
    ///
    /// ```swift
    /// DirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 9).resolved(for: .rightToLeft).left // 9
    /// ```
    public func resolved(for direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `NSDirectionalEdgeInsets(top: …, leading: …, bottom: …, trailing: …)`-style text.
    ///
    /// ```swift
    /// print(DirectionalEdgeInsets(2))
    /// ```
    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }
}

extension EdgeInsets {
    /// These insets with left/right turned into leading/trailing under `direction`.
    ///
    /// ```swift
    /// EdgeInsets(top: 0, left: 4, bottom: 0, right: 9).directional(for: .leftToRight).leading // 4
    /// ```
    public func directional(for direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

/// UIKit's name for ``DirectionalEdgeInsets``.
///
/// ```swift
/// let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// SnapKit's name for ``DirectionalEdgeInsets`` when used as a constraint inset.
///
/// ```swift
/// make.directionalEdges.equalToSuperview().inset(ConstraintDirectionalInsets(12))
/// ```
public typealias ConstraintDirectionalInsets = DirectionalEdgeInsets
