import Foundation

/// What `UICollectionViewDiffableDataSource` and `UITableViewDiffableDataSource` share: the snapshot shown, replaced
/// by ``apply(_:animatingDifferences:)``, which reloads the list.
///
/// ```swift
/// dataSource.apply(snapshot, animatingDifferences: false)
/// let shown = dataSource.snapshot().numberOfItems
/// ```
open class DiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// A snapshot of this data source's identifier types.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private var shown = Snapshot()
    private let reload: () -> Void

    init(reload: @escaping () -> Void) {
        self.reload = reload
    }

    /// Shows a snapshot; a still picture shows the end of any animation.
    ///
    /// ```swift
    /// dataSource.apply(snapshot, animatingDifferences: false)
    /// ```
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true) {
        shown = snapshot
        reload()
    }

    /// Shows a snapshot by reloading the list.
    ///
    /// ```swift
    /// dataSource.applySnapshotUsingReloadData(snapshot)
    /// ```
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot) {
        apply(snapshot, animatingDifferences: false)
    }

    /// The snapshot shown.
    ///
    /// ```swift
    /// var snapshot = dataSource.snapshot()
    /// ```
    open func snapshot() -> Snapshot { shown }

    /// The item at a position.
    ///
    /// ```swift
    /// dataSource.itemIdentifier(for: indexPath)
    /// ```
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { shown.item(at: indexPath) }

    /// The position of an item.
    ///
    /// ```swift
    /// dataSource.indexPath(for: book)
    /// ```
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { shown.indexPath(of: itemIdentifier) }

    /// The section at a position.
    ///
    /// ```swift
    /// dataSource.sectionIdentifier(for: 0)
    /// ```
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        shown.sectionIdentifiers.indices.contains(index) ? shown.sectionIdentifiers[index] : nil
    }

    var numberOfSections: Int { shown.numberOfSections }

    func numberOfItems(inSectionAt index: Int) -> Int { shown.numberOfItems(inSectionAt: index) }
}
