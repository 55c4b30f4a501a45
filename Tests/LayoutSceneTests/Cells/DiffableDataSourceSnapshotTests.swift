import Foundation
import LayoutScene
import Testing

/// A diffable snapshot keeps its sections and items in order, and a diffable data source answers its collection or
/// table from the snapshot it was last given.
@Suite struct DiffableDataSourceSnapshotTests {
    @Test func itemsGoToTheNamedSectionOrTheLastOne() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3])
        snapshot.insertItems([0], beforeItem: 1)
        snapshot.insertItems([4], afterItem: 3)
        snapshot.insertSections(["z"], beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["z", "a", "b"])
        #expect(snapshot.itemIdentifiers(inSection: "a") == [0, 1, 2])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [3, 4])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b")
        #expect(snapshot.indexOfSection("b") == 2)
    }

    @Test func deletingRemovesItemsAndSections() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([3], toSection: "b")
        snapshot.deleteItems([2])
        snapshot.deleteSections(["b"])
        #expect(snapshot.itemIdentifiers == [1])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
    }

    @Test func appendingToAMissingSectionOrAnEmptySnapshotDoesNothing() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendItems([1])
        snapshot.appendSections(["a"])
        snapshot.appendItems([2], toSection: "missing")
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func aCollectionsDiffableDataSourceAnswersFromTheAppliedSnapshot() {
        let grid = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: grid) { _, indexPath, title in
            let cell = CollectionViewCell()
            cell.name = "\(title)@\(indexPath.item)"
            return cell
        }
        #expect(grid.dataSource === source)
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([7])
        snapshot.appendItems(["x", "y"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(source.numberOfSections(in: grid) == 1)
        #expect(source.collectionView(grid, numberOfItemsInSection: 0) == 2)
        #expect(source.collectionView(grid, cellForItemAt: IndexPath(item: 1, section: 0)).name == "y@1")
        #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "x")
        #expect(source.indexPath(for: "y") == IndexPath(item: 1, section: 0))
        #expect(source.sectionIdentifier(for: 0) == 7)
    }

    @Test func aCellRegistrationMakesAndConfiguresItsCells() {
        let grid = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        let registration = CollectionView.CellRegistration<CollectionViewListCell, String>(
            cellMaker: { CollectionViewListCell() }) { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let cell = grid.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0),
                                                      item: "Inbox")
        let content = cell.contentView.subviews.first as? ListContentView
        #expect(content?.textLabel?.text == "Inbox")
        #expect(content?.secondaryTextLabel == nil)
    }
}
