import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// Table cells: the separator hairline (inset, aligned with the text after an image, none in a table without
/// separators), each accessory's glyph (none under an accessory view), and the classes of cell, table and collection groups.
@Suite struct CellPaintTests {
    let canvas = Canvas(width: 320, height: 100)

    @discardableResult
    private func cell(_ accessory: TableViewCellAccessoryType = .none, in parent: View? = nil) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.name = "row"
        cell.accessoryType = accessory
        (parent ?? canvas).addSubview(cell)
        return cell
    }

    private func list() -> DisplayList { paint(canvas, PaintOptions(guides: .none, padding: 0)) }

    @Test func theSeparatorIsAHairlineAlongTheBottomFromTheInset() {
        cell()
        let list = list()
        let separator = list.line("separator-row")
        expectSegment(separator?.from, separator?.to, 16, 43.75, 320, 43.75)
        #expect(separator?.stroke.width == 0.5)
        #expect(separator?.stroke.color == Color.separator.resolved(for: .light))
        #expect(list.group("view-row")?.classes == ["view", "table-cell"])
    }

    @Test func afterAnImageTheSeparatorStartsWithTheText() throws {
        let row = cell()
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0, 29, 0, 0, 0, 29, 8, 6, 0, 0, 0]
        row.imageView?.image = Image(content: .bitmap(try ImageBitmap(data: Data(bytes), scale: 1, path: "i.png")))
        let separator = list().line("separator-row")
        expectSegment(separator?.from, separator?.to, 61, 43.75, 320, 43.75)
    }

    @Test func aTableWithoutSeparatorsHidesThem() {
        let table = TableView()
        table.name = "table"
        table.separatorStyle = .none
        canvas.addSubview(table)
        table.snp.makeConstraints { make in make.edges.equalToSuperview() }
        cell(in: table)
        let list = list()
        #expect(list.line("separator-row") == nil)
        #expect(list.group("view-table")?.classes == ["view", "table-view"])
        #expect(list.shape("view-table-background")?.fill == Color.systemBackground.resolved(for: .light))
    }

    @Test func theDisclosureIndicatorIsAGreyChevronAtTheTrailingMargin() {
        cell(.disclosureIndicator)
        let list = list()
        let top = list.line("accessory-row-1"), bottom = list.line("accessory-row-2")
        expectSegment(top?.from, top?.to, 296, 15.5, 304, 22)
        expectSegment(bottom?.from, bottom?.to, 304, 22, 296, 28.5)
        #expect(top?.stroke.color == Color.systemGray3.resolved(for: .light))
    }

    @Test func anAccessoryViewDrawsItselfInsteadOfTheAccessoryGlyph() {
        let row = cell(.disclosureIndicator)
        let toggle = Switch()
        toggle.isOn = true
        row.accessoryView = toggle
        let list = list()
        #expect(list.line("accessory-row-1") == nil)
        #expect(list.group("view-row")?.itemIDs.contains("view-row.accessoryView") == true)
        expectRect(list.shape("view-row.accessoryView-track")?.rect, 253, 6.5, 51, 31)
    }

    @Test func theCheckmarkIsTinted() {
        let row = cell(.checkmark)
        row.tintColor = .systemGreen
        let list = list()
        #expect(list.line("accessory-row-1")?.stroke.color == Color.systemGreen.resolved(for: .light))
        let last = list.line("accessory-row-2")
        expectPoint(last?.to, 304, 16.5)
    }

    @Test func theDetailButtonsAreAnInfoCircleAndForDisclosureAlsoAChevron() {
        cell(.detailDisclosureButton)
        let list = list()
        let circle = list.shape("accessory-row-info")
        expectRect(circle?.rect, 258.75, 11.75, 20.5, 20.5)
        #expect(list.text("accessory-row-info-i")?.lines.map(\.text) == ["i"])
        #expect(list.line("accessory-row-1") != nil)
    }

    @Test func theCellsOwnConstraintsAreNotDrawnAsGuides() {
        let row = cell(.checkmark)
        row.textLabel?.text = "Wi-Fi"
        let list = paint(canvas, PaintOptions(guides: .all, padding: 0))
        #expect(list.ids(withClass: "guide").isEmpty)
    }
}
