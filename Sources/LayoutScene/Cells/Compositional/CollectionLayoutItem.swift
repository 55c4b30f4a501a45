import Foundation

/// One cell's place in a compositional layout, as `NSCollectionLayoutItem`: a size measured against the group it is
/// in, and insets that shrink the cell inside the space the group gives it.
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
///                                                                      heightDimension: .fractionalHeight(1)))
/// item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
/// ```
open class CollectionLayoutItem {
    /// The item's size, against its group's content size.
    public let layoutSize: CollectionLayoutSize
    /// Space kept inside the item's frame around the cell (or, for a group, around its subitems).
    public var contentInsets = DirectionalEdgeInsets.zero

    /// An item of a size.
    ///
    /// ```swift
    /// NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)))
    /// ```
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// The space between a group's subitems, as `NSCollectionLayoutSpacing`: exactly some points, or at least some
/// points with what the items leave shared between the gaps.
///
/// ```swift
/// group.interItemSpacing = .fixed(8)
/// ```
public final class CollectionLayoutSpacing {
    /// Whether the spacing grows to share the space the items leave.
    public let isFlexibleSpacing: Bool
    /// The points (the least, when flexible).
    public let spacing: CGFloat

    private init(flexible: Bool, _ spacing: CGFloat) {
        isFlexibleSpacing = flexible
        self.spacing = spacing
    }

    /// Exactly `points` between items.
    ///
    /// ```swift
    /// .fixed(10)
    /// ```
    public static func fixed(_ points: CGFloat) -> CollectionLayoutSpacing { .init(flexible: false, points) }
    /// At least `points` between items, growing to fill the group.
    ///
    /// ```swift
    /// .flexible(0)
    /// ```
    public static func flexible(_ points: CGFloat) -> CollectionLayoutSpacing { .init(flexible: true, points) }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Items in a row or a column, as `NSCollectionLayoutGroup`. A group made with `subitems:` repeats them in order for
/// as long as they fit; one made with `subitem:count:` (or `repeatingSubitem:count:`) holds exactly `count` copies
/// that share its width (or height) equally, whatever the subitem's own size says.
///
/// ```swift
/// let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1),
///                                                                heightDimension: .absolute(100)),
///                                              subitems: [item])
/// row.interItemSpacing = .fixed(8)
/// ```
open class CollectionLayoutGroup: CollectionLayoutItem {
    /// The direction the group's subitems run in.
    public let axis: LayoutAxis
    /// The subitems, repeated in order as room allows.
    public let subitems: [CollectionLayoutItem]
    /// The exact number of subitems, when the group was made with a count.
    public let count: Int?
    /// The space between subitems (none unless set).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(axis: LayoutAxis, layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems left to right (right to left in a right-to-left layout), repeated while they fit.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    /// ```
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` side by side, sharing the group's width.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: 3)
    /// ```
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .horizontal, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// iOS 16's spelling of ``horizontal(layoutSize:subitem:count:)``.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 3)
    /// ```
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                  count: Int) -> CollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Subitems top to bottom, repeated while they fit.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [top, bottom])
    /// ```
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` stacked, sharing the group's height.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 2)
    /// ```
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup {
        CollectionLayoutGroup(axis: .vertical, layoutSize: layoutSize, subitems: [subitem], count: count)
    }

    /// iOS 16's spelling of ``vertical(layoutSize:subitem:count:)``.
    ///
    /// ```swift
    /// NSCollectionLayoutGroup.vertical(layoutSize: size, repeatingSubitem: item, count: 2)
    /// ```
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem,
                                count: Int) -> CollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }
}

/// UIKit's name for ``CollectionLayoutItem``.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's name for ``CollectionLayoutGroup``.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's name for ``CollectionLayoutSpacing``.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
