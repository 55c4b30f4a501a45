import Foundation
import LayoutEngine
@testable import LayoutPainter
import LayoutScene
import Testing

/// A row that stands for app data the files do not hold is drawn with a dashed outline and a "sample" tag; other rows
/// are not.
@Suite struct RepresentativeRowPaintTests {
    let canvas = Canvas(width: 320, height: 100)

    private func row(representative: Bool) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.name = "row"
        cell.isRepresentative = representative
        canvas.addSubview(cell)
        return cell
    }

    @Test func aRepresentativeRowHasADashedOutlineAndASampleTag() throws {
        _ = row(representative: true)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        let outline = try #require(list.shape("representative-row"))
        expectRect(outline.rect, 1, 1, 318, 42)
        #expect(outline.stroke?.dash == [4, 3])
        #expect(outline.fill == nil)
        #expect(outline.classes == ["representative"])
        #expect(list.text("tag-row-sample-text")?.lines.map(\.text) == ["sample"])
        let tag = try #require(list.shape("tag-row-sample"))
        #expect(tag.rect.minX == 2, "the first free corner: the top left")
        #expect(tag.rect.minY == 2)
    }

    @Test func anOrdinaryRowHasNeither() {
        _ = row(representative: false)
        let list = paint(canvas, PaintOptions(guides: .none, padding: 0))
        #expect(list.shape("representative-row") == nil)
        #expect(list.item(withID: "tag-row-sample") == nil)
    }
}
