import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Rows of a compositional list draw as a table's: the grouped background behind the list, inset-grouped sections
/// as rounded cards, separators between rows (not after a section's last) and the rows' accessories.
@Suite struct ListRowPaintTests {
    final class Rows: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
            -> CollectionViewCell {
            let cell = CollectionViewListCell()
            if indexPath.item == 0 { cell.accessories = [.disclosureIndicator()] }
            return cell
        }
    }

    private func painted(_ configuration: CollectionLayoutListConfiguration) -> DisplayList {
        let canvas = Canvas(width: 320, height: 200)
        let list = CollectionView(frame: .zero,
                                  collectionViewLayout: CollectionViewCompositionalLayout.list(using: configuration))
        list.name = "list"
        canvas.addSubview(list)
        list.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let rows = Rows()
        list.dataSource = rows
        canvas.layout(measuring: MonospacedTextMeasurer())
        return withExtendedLifetime(rows) { paint(canvas, PaintOptions(guides: .none, padding: 0)) }
    }

    @Test func anInsetGroupedListIsACardOnTheGroupedBackground() {
        let list = painted(CollectionLayoutListConfiguration(appearance: .insetGrouped))
        #expect(list.shape("view-list-list-background")?.fill == Color.systemGroupedBackground.resolved(for: .light))
        let card = list.shape("section-card-list-0")
        #expect(card?.cornerRadius == 10)
        expectRect(card?.rect, 16, 18, 288, 88)
        #expect(list.line("separator-list.cell_0_0_") != nil)
        #expect(list.line("separator-list.cell_0_1_") == nil)
        #expect(list.line("accessory-list.cell_0_0_-1") != nil)
        #expect(list.line("accessory-list.cell_0_1_-1") == nil)
    }

    @Test func aPlainListWithoutSeparatorsDrawsNoneAndKeepsTheCollectionsBackground() {
        var configuration = CollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = false
        let list = painted(configuration)
        #expect(list.shape("view-list-list-background") == nil)
        #expect(list.line("separator-list.cell_0_0_") == nil)
        #expect(list.shape("section-card-list-0") == nil)
    }

    @Test func groupedRowsFillWithTheGroupedCellColour() {
        let list = painted(CollectionLayoutListConfiguration(appearance: .grouped))
        #expect(list.shape("view-list.cell_0_0_-background")?.fill
            == Color.secondarySystemGroupedBackground.resolved(for: .light))
    }
}
