import Foundation

/// A collection, as `UICollectionView`: a scroll view with a layout object. With a flow layout and a ``dataSource``
/// it shows the items whose frames meet its visible area when it is laid out, placed as `UICollectionViewFlowLayout`
/// places them (see ``CollectionView/flowFrames(bounds:)``); an item is named `collection.cell[section,item]`.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 100, height: 140)
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// grid.register(CoverCell.self, forCellWithReuseIdentifier: "cover")
/// ```
open class CollectionView: ScrollView {
    /// The layout object (kept; items are placed by the scene).
    public var collectionViewLayout: CollectionViewLayout
    /// The object that provides the items, asked when the collection is laid out (held weakly, as in UIKit).
    public weak var dataSource: (any CollectionViewDataSource)? {
        didSet { reloadData() }
    }
    /// The object a flow layout asks for sizes, insets and spacings (held weakly, as in UIKit).
    public weak var delegate: (any CollectionViewDelegateFlowLayout)? {
        didSet { reloadData() }
    }
    /// The items shown, in order, as the data source made them.
    public var visibleItems: [(indexPath: IndexPath, cell: CollectionViewCell)] {
        visibleItemPlaces.map { ($0.indexPath, $0.cell) }
    }
    /// The items shown with their places.
    var visibleItemPlaces: [VisibleItem] = []
    /// The headers, footers and other supplementary views shown, with their places.
    var visibleSupplementaries: [VisibleSupplementary] = []
    /// The number of items in each section, asked once per size.
    var itemCounts: [Int] = []
    /// The sizes self-sizing cells' content gave them, by ``CollectionItemPlacement/key(_:_:)``.
    var measuredItemSizes: [String: CGSize] = [:]
    /// What a list layout shows behind its rows, when the layout is a list's (see
    /// ``CollectionLayoutListConfiguration/resolvedBackgroundColor``).
    package internal(set) var listBackgroundColor: Color?
    /// The constraints holding the shown cells at their places.
    var itemConstraints: [LayoutConstraint] = []
    /// The size the items were placed for; nil until they are (or after the data source changes).
    var itemsLoadedForSize: CGSize?
    /// Whether the last layout pass changed the items.
    var itemsChanged = false
    /// The reuse identifiers registered, in order (the data source makes its cells itself).
    public private(set) var registeredIdentifiers: [String] = []

    /// A collection with a layout; its background is `.systemBackground`, as in UIKit.
    ///
    /// ```swift
    /// let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    /// ```
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// Replaces the layout, as `setCollectionViewLayout(_:animated:)`; a still picture shows the end of any animation.
    ///
    /// ```swift
    /// grid.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
    /// ```
    public func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails. It exists so that
    /// subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The kind of a section's header, as `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section's footer, as `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Rows (items) size the content in UIKit, never constraints.
    override package var sizesContentItself: Bool { true }

    /// Places the items that show once the collection has its size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleItems()
    }

    override package func takeLayoutChange() -> Bool {
        defer { itemsChanged = false }
        return itemsChanged
    }

    /// Forgets the items so the next layout asks the data source again, as `reloadData()` does.
    ///
    /// ```swift
    /// grid.reloadData()
    /// ```
    public func reloadData() {
        itemsLoadedForSize = nil
        setNeedsLayout()
    }

    /// Notes a reuse identifier; the data source makes its cells itself (a scene's dequeue makes the registered class).
    ///
    /// ```swift
    /// grid.register(CoverCell.self, forCellWithReuseIdentifier: "cover")
    /// ```
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registeredIdentifiers.append(identifier)
    }
}

/// A collection's layout object, as `UICollectionViewLayout`.
///
/// ```swift
/// let layout: UICollectionViewLayout = UICollectionViewFlowLayout()
/// ```
open class CollectionViewLayout {
    /// Creates a layout.
    ///
    /// ```swift
    /// let layout = UICollectionViewLayout()
    /// ```
    public init() {}
}

/// A line-based grid layout's settings, as `UICollectionViewFlowLayout` (kept for pasted code).
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.scrollDirection = .horizontal
/// layout.minimumLineSpacing = 12
/// ```
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// UIKit's "size items from their content" marker for ``estimatedItemSize``.
    public static let automaticSize = CGSize(width: -1, height: -1)

    /// The items' size (50 × 50 by default).
    public var itemSize = CGSize(width: 50, height: 50)
    /// The items' estimated size (zero: not self-sizing).
    public var estimatedItemSize = CGSize.zero
    /// The space between lines (10 by default).
    public var minimumLineSpacing: CGFloat = 10
    /// The space between items in a line (10 by default).
    public var minimumInteritemSpacing: CGFloat = 10
    /// The sections' insets.
    public var sectionInset = EdgeInsets.zero
    /// The direction lines run in.
    public var scrollDirection: LayoutAxis = .vertical
    /// The header's size.
    public var headerReferenceSize = CGSize.zero
    /// The footer's size.
    public var footerReferenceSize = CGSize.zero
}

/// UIKit's name for ``CollectionView``.
///
/// ```swift
/// let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
/// ```
public typealias UICollectionView = CollectionView
/// UIKit's name for ``CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's name for ``CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's name for ``CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's name for ``CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
