import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A table with a data source shows the rows that fit, laid out one under the other as UIKit lays them out.
@Suite struct TableVisibleRowsTests {
    /// Rows of labels with 12-point insets (self-sizing), or empty rows, per section.
    final class Rows: TableViewDataSource, TableViewDelegate {
        let counts: [Int]
        let labelled: Bool
        var fixedHeight: CGFloat?

        init(_ counts: [Int], labelled: Bool = true) {
            self.counts = counts
            self.labelled = labelled
        }

        func numberOfSections(in tableView: TableView) -> Int { counts.count }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = TableViewCell(style: .default, reuseIdentifier: "row")
            guard labelled else { return cell }
            let label = Label()
            label.text = "Row \(indexPath.row)"
            cell.contentView.addSubview(label)
            label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(12) }
            return cell
        }

        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            fixedHeight ?? TableView.automaticDimension
        }
    }

    @Test func selfSizingRowsStackFromTheTopAsTallAsTheirContent() {
        let rows = Rows([3])
        let (canvas, table) = hostedTable(.plain, rows: rows)
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(table.visibleRows.map(\.cell.displayName) == ["table.cell[0,0]", "table.cell[0,1]", "table.cell[0,2]"])
        let height = table.visibleRows[0].cell.frame.height
        #expect(height > 24)
        for (index, row) in table.visibleRows.enumerated() {
            expectFrame(row.cell.frame, 0, CGFloat(index) * height, 320, height)
        }
        #expect(!result.diagnostics.contains { $0.severity != .note || $0.message.contains("table.cell") })
    }

    @Test func onlyTheRowsThatFitExist() {
        let rows = Rows([100])
        rows.fixedHeight = 50
        let (canvas, table) = hostedTable(.plain, rows: rows, height: 230)
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(table.visibleRows.count == 5)
        expectFrame(table.visibleRows[4].cell.frame, 0, 200, 320, 50)
    }

    @Test func groupedSectionsLeaveAGapAndInsetGroupedRowsAreInset() {
        let rows = Rows([1, 2])
        rows.fixedHeight = 44
        let (canvas, table) = hostedTable(.insetGrouped, rows: rows)
        canvas.layout(measuring: MonospacedTextMeasurer())
        let gap = CellLayoutEstimates.groupedSectionGap, inset = CellLayoutEstimates.insetGroupedMargin
        #expect(table.visibleRows.map(\.indexPath) == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1),
                                                        IndexPath(row: 1, section: 1)])
        expectFrame(table.visibleRows[0].cell.frame, inset, gap, 320 - 2 * inset, 44)
        expectFrame(table.visibleRows[1].cell.frame, inset, 2 * gap + 44, 320 - 2 * inset, 44)
        expectFrame(table.visibleRows[2].cell.frame, inset, 2 * gap + 88, 320 - 2 * inset, 44)
    }

    @Test func aRowWhoseContentGivesNoHeightTakesTheStandardHeight() throws {
        let rows = Rows([2], labelled: false)
        let (canvas, table) = hostedTable(.plain, rows: rows)
        canvas.layout(measuring: MonospacedTextMeasurer())
        try #require(table.visibleRows.count == 2)
        expectFrame(table.visibleRows[0].cell.frame, 0, 0, 320, 44)
        expectFrame(table.visibleRows[1].cell.frame, 0, 44, 320, 44)
    }

    @Test func withoutADataSourceThereAreNoRows() {
        let rows = Rows([2])
        let (canvas, table) = hostedTable(.plain, rows: rows)
        canvas.layout(measuring: MonospacedTextMeasurer())
        table.dataSource = nil
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(table.visibleRows.isEmpty)
        #expect(table.subviews.isEmpty)
    }
}
