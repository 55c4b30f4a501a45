import Foundation

/// A collection's data source that shows a snapshot, as `UICollectionViewDiffableDataSource`: made for a collection
/// (it becomes the collection's `dataSource`), it shows the sections and items of the snapshot it was last given
/// (see ``DiffableDataSource``), each item's cell made by the cell provider.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Section, Book>(collectionView: grid) { grid, indexPath, book in
///     grid.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: book)
/// }
/// dataSource.apply(snapshot)
/// ```
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, CollectionViewDataSource {
    /// Makes the cell of an item; nil gives an empty cell.
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?

    /// Makes the view of a section's header, footer or other supplementary kind; nil gives none.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> View?

    private let cellProvider: CellProvider
    /// The supplementary views' maker; none are shown without one.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// A data source for `collectionView`, which it becomes the data source of.
    ///
    /// ```swift
    /// UICollectionViewDiffableDataSource<Int, String>(collectionView: grid) { _, _, _ in UICollectionViewCell() }
    /// ```
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init { [weak collectionView] in collectionView?.reloadData() }
        collectionView.dataSource = self
    }

    /// The snapshot's sections.
    public func numberOfSections(in collectionView: CollectionView) -> Int { numberOfSections }

    /// The snapshot's items in the section.
    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the item.
    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return CollectionViewCell() }
        return cellProvider(collectionView, indexPath, item) ?? CollectionViewCell()
    }

    /// The supplementary view provider's view.
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> View? {
        supplementaryViewProvider?(collectionView, kind, indexPath)
    }
}

/// UIKit's name for ``CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
