import Foundation
import LayoutEngine
import LayoutScene
import Testing

/// The built-in cell styles' frames, with MonospacedTextMeasurer (17 pt: 8.5 per character, 21 per line rounded up;
/// 12 pt: 6 and 15; 15 pt: 7.5 and 18) and the estimates in `CellLayoutEstimates`.
@Suite struct TableViewCellLayoutTests {
    let canvas = Canvas(width: 320, height: 200)

    private func cell(_ style: TableViewCellStyle, height: CGFloat = 44) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: "row")
        cell.name = "cell"
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        canvas.addSubview(cell)
        return cell
    }

    /// A header-only PNG bitmap image of `side` points at 1x.
    static func image(side: Int) throws -> Image {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for _ in 0..<2 { bytes += [0, 0, 0, UInt8(side)] }
        return Image(content: .bitmap(try ImageBitmap(data: Data(bytes + [8, 6, 0, 0, 0]), scale: 1, path: "i.png")))
    }

    private func layOut() -> LayoutResult {
        canvas.layout(measuring: MonospacedTextMeasurer())
    }

    @Test func defaultStyleCentresTheTitleAtTheMargin() throws {
        let cell = cell(.default)
        cell.textLabel?.text = "Wi-Fi"
        let result = layOut()
        #expect(result.diagnostics.isEmpty)
        expectFrame(cell.contentView.frame, 0, 0, 320, 44)
        expectFrame(cell.textLabel?.frame, 16, 11.5, 43, 21)
        #expect(cell.detailTextLabel == nil)
        #expect(cell.contentView.displayName == "cell.contentView")
        #expect(cell.textLabel?.displayName == "cell.textLabel")
    }

    @Test func accessoriesNarrowTheContentView() {
        let cell = cell(.default)
        for (accessory, width) in [(TableViewCellAccessoryType.disclosureIndicator, 286.0), (.checkmark, 280),
                                   (.detailButton, 272), (.detailDisclosureButton, 253), (.none, 320)] {
            cell.accessoryType = accessory
            _ = layOut()
            expectFrame(cell.contentView.frame, 0, 0, width, 44)
        }
    }

    @Test func anAccessoryViewSitsAtTheTrailingMarginAndEndsTheContentView() {
        let cell = cell(.default, height: 50)
        cell.textLabel?.text = "Airplane Mode"
        cell.accessoryType = .disclosureIndicator
        let toggle = Switch()
        cell.accessoryView = toggle
        let result = layOut()
        #expect(result.diagnostics.isEmpty)
        #expect(toggle.superview === cell)
        #expect(toggle.displayName == "cell.accessoryView")
        // 51 × 31 (its intrinsic size) at 320 − 16 − 51; the content view ends 10 before it.
        expectFrame(toggle.frame, 253, 9.5, 51, 31)
        expectFrame(cell.contentView.frame, 0, 0, 243, 50)
    }

    @Test func anAccessoryViewKeepsItsFramesSizeAndCanBeReplaced() {
        let cell = cell(.default)
        let badge = View(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessoryView = badge
        _ = layOut()
        expectFrame(badge.frame, 274, 12, 30, 20)
        expectFrame(cell.contentView.frame, 0, 0, 264, 44)
        cell.accessoryView = nil
        _ = layOut()
        #expect(badge.superview == nil)
        expectFrame(cell.contentView.frame, 0, 0, 320, 44)
    }

    @Test func subtitleStacksTitleAndDetailAfterTheImageCentredAsABlock() throws {
        let cell = cell(.subtitle, height: 64)
        cell.imageView?.image = try Self.image(side: 40)
        cell.textLabel?.text = "Blue"
        cell.detailTextLabel?.text = "Miles"
        let result = layOut()
        #expect(result.diagnostics.isEmpty)
        expectFrame(cell.imageView?.frame, 16, 12, 40, 40)
        expectFrame(cell.textLabel?.frame, 72, 13, 34, 21)
        expectFrame(cell.detailTextLabel?.frame, 72, 36, 30, 15)
        #expect(cell.detailTextLabel?.font.pointSize == 12)
    }

    @Test func anEmptyImageViewKeepsTheTextAtTheMargin() {
        let cell = cell(.default)
        _ = cell.imageView
        cell.textLabel?.text = "Wi-Fi"
        _ = layOut()
        expectFrame(cell.imageView?.frame, 16, 22, 0, 0)
        expectFrame(cell.textLabel?.frame, 16, 11.5, 43, 21)
    }

    @Test func value1PutsTheGreyDetailAtTheTrailingMargin() {
        let cell = cell(.value1)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.accessoryType = .disclosureIndicator
        _ = layOut()
        expectFrame(cell.textLabel?.frame, 16, 11.5, 43, 21)
        expectFrame(cell.detailTextLabel?.frame, 236, 11.5, 34, 21)
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
    }

    @Test func value2HasATitleColumnThenTheDetail() {
        let cell = cell(.value2)
        cell.textLabel?.text = "Phone"
        cell.detailTextLabel?.text = "555"
        _ = layOut()
        expectFrame(cell.textLabel?.frame, 16, 13, 91, 18)
        expectFrame(cell.detailTextLabel?.frame, 113, 13, 23, 18)
        #expect(cell.textLabel?.textAlignment == .right)
    }

    @Test func aCollectionCellsContentViewFillsIt() {
        let cell = CollectionViewCell(frame: CGRect(x: 10, y: 20, width: 100, height: 140))
        canvas.addSubview(cell)
        _ = layOut()
        expectFrame(cell.contentView.frame, 0, 0, 100, 140)
    }
}
