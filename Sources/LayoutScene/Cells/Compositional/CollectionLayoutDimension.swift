import Foundation

/// One side of a compositional layout item's size, as `NSCollectionLayoutDimension`: a fraction of its container's
/// width or height, a number of points, or an estimate that the item's own content replaces.
///
/// ```swift
/// let half = NSCollectionLayoutDimension.fractionalWidth(0.5)
/// let row = NSCollectionLayoutDimension.estimated(44)
/// ```
public final class CollectionLayoutDimension {
    /// What the dimension is measured against.
    public enum Kind: Equatable, Sendable {
        case fractionalWidth
        case fractionalHeight
        case absolute
        case estimated
        case uniformAcrossSiblings
    }

    /// How the dimension is measured.
    public let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    ///
    /// ```swift
    /// .fractionalWidth(0.25) // four items across
    /// ```
    public static func fractionalWidth(_ fraction: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fraction) }
    /// A fraction of the container's height.
    ///
    /// ```swift
    /// .fractionalHeight(1)
    /// ```
    public static func fractionalHeight(_ fraction: CGFloat) -> CollectionLayoutDimension {
        .init(.fractionalHeight, fraction)
    }
    /// A number of points.
    ///
    /// ```swift
    /// .absolute(120)
    /// ```
    public static func absolute(_ points: CGFloat) -> CollectionLayoutDimension { .init(.absolute, points) }
    /// An estimate: the item takes the size its content gives it.
    ///
    /// ```swift
    /// .estimated(44)
    /// ```
    public static func estimated(_ points: CGFloat) -> CollectionLayoutDimension { .init(.estimated, points) }
    /// An estimate shared by siblings: every item of the group takes the largest size their contents give them.
    ///
    /// ```swift
    /// .uniformAcrossSiblings(estimate: 60)
    /// ```
    public static func uniformAcrossSiblings(estimate: CGFloat) -> CollectionLayoutDimension {
        .init(.uniformAcrossSiblings, estimate)
    }

    /// Whether the item's content decides this side.
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether this is ``fractionalWidth(_:)``.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether this is ``fractionalHeight(_:)``.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether this is ``absolute(_:)``.
    public var isAbsolute: Bool { kind == .absolute }

    /// The points this dimension gives in a container of `size` (an estimate gives the estimate).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }
}

/// A compositional layout item's width and height, as `NSCollectionLayoutSize`.
///
/// ```swift
/// let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80))
/// ```
public final class CollectionLayoutSize {
    /// The width.
    public let widthDimension: CollectionLayoutDimension
    /// The height.
    public let heightDimension: CollectionLayoutDimension

    /// A size from its two dimensions.
    ///
    /// ```swift
    /// NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
    /// ```
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The points in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// UIKit's name for ``CollectionLayoutDimension``.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's name for ``CollectionLayoutSize``.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
