import Foundation
import LayoutEngine
import LayoutScene
import Testing

/// A cell's `backgroundView` goes behind its content and fills it; `selectedBackgroundView` is kept, not shown.
@Suite struct CellBackgroundViewTests {
    @Test func aTableCellsBackgroundIsBehindTheContentAndFillsTheCell() {
        let canvas = Canvas(width: 320, height: 60)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        canvas.addSubview(cell)
        cell.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let background = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = View()
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(cell.subviews.first === background)
        #expect(cell.subviews.count == 2)
        expectFrame(background.frame, 0, 0, 320, 60)
    }

    @Test func aCollectionCellsNewBackgroundReplacesTheOld() {
        let canvas = Canvas(width: 100, height: 80)
        let cell = CollectionViewCell(frame: .zero)
        canvas.addSubview(cell)
        cell.snp.makeConstraints { make in make.edges.equalToSuperview() }
        let first = View(), second = View()
        cell.backgroundView = first
        cell.backgroundView = second
        canvas.layout(measuring: MonospacedTextMeasurer())
        #expect(first.superview == nil)
        #expect(cell.subviews.first === second)
        #expect(cell.subviews.last === cell.contentView)
        expectFrame(second.frame, 0, 0, 100, 80)
    }
}
