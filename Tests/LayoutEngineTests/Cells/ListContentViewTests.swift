import Foundation
@testable import LayoutEngine
import LayoutScene
import Testing

/// A list content configuration lays out its image and texts as `UIListContentView` does, inside its margins.
@Suite struct ListContentViewTests {
    /// A 320-point-wide table cell showing `content`, laid out with the monospaced measurer (17-point text is
    /// 20.5 points tall and 10.2 points per character).
    private func laidOut(_ content: ListContentConfiguration, accessory: TableViewCellAccessoryType = .none)
        -> (TableViewCell, ListContentView) {
        let canvas = Canvas(width: 320, height: 300)
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = accessory
        cell.contentConfiguration = content
        canvas.addSubview(cell)
        cell.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
        }
        canvas.layout(measuring: MonospacedTextMeasurer())
        return (cell, cell.contentView.subviews.first as! ListContentView)
    }

    @Test func aRowCentresItsTextAndIsAtLeast44Tall() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Wi-Fi"
        let (cell, view) = laidOut(content)
        expectFrame(cell.frame, 0, 0, 320, 44)
        let text = try #require(view.textLabel)
        #expect(text.frame.minX == 16)
        #expect(abs(text.frame.midY - 22) < 1e-6)
    }

    @Test func aSecondaryTextGoesUnderTheTextAndGrowsTheRow() throws {
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Ada"
        content.secondaryText = "Analyst"
        let (cell, view) = laidOut(content)
        let text = try #require(view.textLabel), detail = try #require(view.secondaryTextLabel)
        #expect(abs(text.frame.minY - 11) < 1e-6)
        #expect(abs(detail.frame.minY - (text.frame.maxY + CellLayoutEstimates.subtitleSpacing)) < 1e-6)
        #expect(abs(cell.frame.height - (detail.frame.maxY + 11)) < 1e-6)
    }

    @Test func aValueRowPutsItsValueAtTheTrailingMarginBeforeTheAccessory() throws {
        var content = ListContentConfiguration.valueCell()
        content.text = "Wi-Fi"
        content.secondaryText = "Home"
        let (cell, view) = laidOut(content, accessory: .disclosureIndicator)
        let value = try #require(view.secondaryTextLabel)
        #expect(abs(value.frame.maxX - (cell.contentView.frame.width - 16)) < 1e-6)
        #expect(abs(value.frame.midY - 22) < 1e-6)
    }

    @Test func anImageComesFirstAndMovesTheText() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Photos"
        content.image = Image(systemName: "photo")
        let (_, view) = laidOut(content)
        let image = try #require(view.imageView), text = try #require(view.textLabel)
        let size = try #require(content.image?.size)
        expectFrame(image.frame, 16, 22 - size.height / 2, size.width, size.height)
        #expect(text.frame.minX == 16 + size.width + CellLayoutEstimates.imageToTextSpacing)
    }

    @Test func aGroupedHeaderIsCapitalisedAndAsTallAsItsTextAndMargins() throws {
        var content = ListContentConfiguration.groupedHeader()
        content.text = "Privacy"
        let (cell, view) = laidOut(content)
        let text = try #require(view.textLabel)
        #expect(text.text == "PRIVACY")
        #expect(abs(text.frame.minY - 17) < 1e-6)
        #expect(abs(cell.frame.height - (text.frame.maxY + 6)) < 1e-6)
    }
}
