import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A flow-layout collection with a data source places its items as `UICollectionViewFlowLayout` does.
@Suite struct CollectionVisibleItemsTests {
    final class Items: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
        let counts: [Int]
        var sizes: [CGSize] = []

        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }

        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }

        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell { CollectionViewCell() }

        func collectionView(_ collectionView: CollectionView, sizeForItemAt indexPath: IndexPath) -> CGSize? {
            indexPath.item < sizes.count ? sizes[indexPath.item] : nil
        }
    }

    private func grid(_ items: Items, _ configure: (CollectionViewFlowLayout) -> Void, height: CGFloat = 480)
        -> (Canvas, CollectionView) {
        let canvas = Canvas(width: 320, height: height)
        let layout = CollectionViewFlowLayout()
        configure(layout)
        let grid = CollectionView(frame: .zero, collectionViewLayout: layout)
        grid.name = "grid"
        canvas.addSubview(grid)
        grid.snp.makeConstraints { make in make.edges.equalToSuperview() }
        grid.dataSource = items
        grid.delegate = items
        return (canvas, grid)
    }

    @Test func linesSpreadTheirItemsToTheInsetsAndCentreALoneItem() {
        let items = Items([4])
        let (canvas, grid) = grid(items) { layout in
            layout.itemSize = CGSize(width: 90, height: 40)
            layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        }
        canvas.layout()
        #expect(grid.visibleItems.map(\.cell.displayName) == ["grid.cell[0,0]", "grid.cell[0,1]", "grid.cell[0,2]",
                                                               "grid.cell[0,3]"])
        expectFrame(grid.visibleItems[0].cell.frame, 10, 10, 90, 40)
        expectFrame(grid.visibleItems[1].cell.frame, 115, 10, 90, 40)
        expectFrame(grid.visibleItems[2].cell.frame, 220, 10, 90, 40)
        expectFrame(grid.visibleItems[3].cell.frame, 115, 60, 90, 40)
    }

    @Test func itemsAreCentredOnTheirLineAndTheDelegateSizesThem() {
        let items = Items([2])
        items.sizes = [CGSize(width: 100, height: 80), CGSize(width: 100, height: 40)]
        let (canvas, grid) = grid(items) { _ in }
        canvas.layout()
        expectFrame(grid.visibleItems[0].cell.frame, 0, 0, 100, 80)
        expectFrame(grid.visibleItems[1].cell.frame, 220, 20, 100, 40)
    }

    @Test func horizontalLinesRunDownThenAcross() {
        let items = Items([3])
        let (canvas, grid) = grid(items, { layout in
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 100, height: 50)
        }, height: 120)
        canvas.layout()
        expectFrame(grid.visibleItems[0].cell.frame, 0, 0, 100, 50)
        expectFrame(grid.visibleItems[1].cell.frame, 0, 70, 100, 50)
        expectFrame(grid.visibleItems[2].cell.frame, 110, 35, 100, 50)
    }

    @Test func onlyTheItemsThatShowExist() {
        let items = Items([100])
        let (canvas, grid) = grid(items, { layout in
            layout.itemSize = CGSize(width: 320, height: 100)
        }, height: 250)
        canvas.layout()
        #expect(grid.visibleItems.count == 3)
    }
}
