import Foundation

/// One section of a compositional layout, as `NSCollectionLayoutSection`: its group repeated along the scroll
/// direction (or, with ``orthogonalScrollingBehavior``, across it in one row the collection clips) until the
/// section's items run out, ``interGroupSpacing`` apart, inside ``contentInsets``, under its header.
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: row)
/// section.interGroupSpacing = 12
/// section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
/// ```
open class CollectionLayoutSection {
    /// The group repeated to hold the section's items.
    public let group: CollectionLayoutGroup
    /// The space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// Space around the section's groups.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Whether the groups run across the scroll direction in a row of their own.
    public var orthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers keep to the section's leading and trailing insets (true, as since iOS 16).
    public var supplementariesFollowContentInsets = true
    /// Set for a list section (``list(using:layoutEnvironment:)``): the list's look, for the rows' decoration.
    public internal(set) var listConfiguration: CollectionLayoutListConfiguration?

    /// A section repeating `group`.
    ///
    /// ```swift
    /// NSCollectionLayoutSection(group: group)
    /// ```
    public init(group: CollectionLayoutGroup) {
        self.group = group
    }

    /// A list section as `UICollectionLayoutListConfiguration` describes it (see ``CollectionLayoutListConfiguration``).
    ///
    /// ```swift
    /// NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
    ///                                layoutEnvironment: environment)
    /// ```
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        configuration.section()
    }
}

/// How a compositional section's groups scroll across the collection's scroll direction, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. A still picture shows the row at its start; with
/// `.groupPagingCentered` the first group is centred.
///
/// ```swift
/// section.orthogonalScrollingBehavior = .continuous
/// ```
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Sendable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}

/// Where a supplementary item sits on its section, as `NSRectAlignment`.
///
/// ```swift
/// let alignment = NSRectAlignment.top
/// ```
public enum RectAlignment: Sendable, CaseIterable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A section's header or footer, as `NSCollectionLayoutBoundarySupplementaryItem`: its size against the section's
/// width, its kind (the key the data source's supplementary view is asked for) and the edge it sits on.
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
///     elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// ```
public final class CollectionLayoutBoundarySupplementaryItem {
    /// The size, against the section's width.
    public let layoutSize: CollectionLayoutSize
    /// The kind of supplementary view.
    public let elementKind: String
    /// The edge it sits on: `.top` before the section's items, `.bottom` after them.
    public let alignment: RectAlignment
    /// Kept; a still picture shows the header where it starts.
    public var pinToVisibleBounds = false
    /// Space inside its frame around the view.
    public var contentInsets = DirectionalEdgeInsets.zero

    /// A header or footer of a size and kind.
    ///
    /// ```swift
    /// NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header", alignment: .top)
    /// ```
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }

    /// Whether it comes after the section's items.
    var isFooter: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}

/// UIKit's name for ``CollectionLayoutSection``.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's name for ``CollectionLayoutSectionOrthogonalScrollingBehavior``.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
/// UIKit's name for ``RectAlignment``.
public typealias NSRectAlignment = RectAlignment
/// UIKit's name for ``CollectionLayoutBoundarySupplementaryItem``.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
