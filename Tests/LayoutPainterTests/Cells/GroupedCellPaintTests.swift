import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Rows of grouped tables fill with the grouped cell colour unless they set their own; inset-grouped sections are
/// rounded cards whose last row draws no separator.
@Suite struct GroupedCellPaintTests {
    final class TwoRows: TableViewDataSource {
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: nil)
            if indexPath.row == 1 { cell.backgroundColor = .red }
            return cell
        }
    }

    private func painted(_ style: TableViewStyle) -> DisplayList {
        let canvas = Canvas(width: 320, height: 200)
        let table = TableView(frame: .zero, style: style)
        table.name = "table"
        canvas.addSubview(table)
        table.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let rows = TwoRows()
        table.dataSource = rows
        canvas.layout(measuring: MonospacedTextMeasurer())
        return withExtendedLifetime(rows) { paint(canvas, PaintOptions(guides: .none, padding: 0)) }
    }

    @Test func groupedRowsFillWithTheGroupedCellColourUnlessTheySetTheirOwn() {
        let list = painted(.grouped)
        #expect(list.shape("view-table.cell_0_0_-background")?.fill
            == Color.secondarySystemGroupedBackground.resolved(for: .light))
        #expect(list.shape("view-table.cell_0_1_-background")?.fill == Color.red.resolved(for: .light))
        #expect(list.shape("section-card-table-0") == nil)
    }

    @Test func insetGroupedSectionsAreRoundedCardsWithoutALastSeparator() {
        let list = painted(.insetGrouped)
        let card = list.shape("section-card-table-0")
        #expect(card?.cornerRadius == 10)
        #expect(card?.fill == Color.secondarySystemGroupedBackground.resolved(for: .light))
        expectRect(card?.rect, 16, 35, 288, 88)
        #expect(list.shape("view-table.cell_0_0_-background") == nil)
        #expect(list.line("separator-table.cell_0_0_") != nil)
        #expect(list.line("separator-table.cell_0_1_") == nil)
    }

    @Test func plainRowsKeepNoFillAndEverySeparator() {
        let list = painted(.plain)
        #expect(list.shape("view-table.cell_0_0_-background") == nil)
        #expect(list.line("separator-table.cell_0_1_") != nil)
    }
}
