import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A table's `tableHeaderView` above the rows and `tableFooterView` below the last row shown, each as wide as the
/// table and as tall as its frame when it was set (or its content without one).
@Suite struct TableHeaderFooterTests {
    @Test func theHeaderTakesItsFrameHeightAndTheRowsAndFooterFollow() {
        let rows = TableVisibleRowsTests.Rows([2])
        rows.fixedHeight = 50
        let (canvas, table) = hostedTable(.plain, rows: rows)
        let header = View(frame: CGRect(x: 0, y: 0, width: 10, height: 120))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        let result = canvas.layout(measuring: MonospacedTextMeasurer())
        expectFrame(header.frame, 0, 0, 320, 120)
        expectFrame(table.visibleRows[0].cell.frame, 0, 120, 320, 50)
        expectFrame(table.visibleRows[1].cell.frame, 0, 170, 320, 50)
        expectFrame(footer.frame, 0, 220, 320, 30)
        #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty)
    }

    @Test func aHeaderWithoutAFrameHeightIsAsTallAsItsContent() {
        let (canvas, table) = hostedTable(.plain, rows: nil)
        let header = View()
        let label = Label()
        label.text = "Profile"
        header.addSubview(label)
        label.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        table.tableHeaderView = header
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(header.frame.width == 320)
        #expect(abs(header.frame.height - (label.frame.height + 20)) < 1e-6)
        #expect(label.frame.height > 0)
    }

    @Test func replacingTheHeaderTakesTheOldOneOut() {
        let (canvas, table) = hostedTable(.plain, rows: nil)
        let first = View(frame: CGRect(x: 0, y: 0, width: 0, height: 40))
        let second = View(frame: CGRect(x: 0, y: 0, width: 0, height: 60))
        table.tableHeaderView = first
        canvas.layout(measuring: MonospacedTextMeasurer())
        table.tableHeaderView = second
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(first.superview == nil)
        expectFrame(second.frame, 0, 0, 320, 60)
    }
}
