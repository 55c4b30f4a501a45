import Foundation
import LayoutScene

/// What a table cell draws besides its subviews: the separator hairline along its bottom (inset by
/// `separatorInset`, or aligned with the text when the built-in image view shows an image; none when its table's
/// `separatorStyle` is `.none`) and its accessory — a grey chevron, a tinted checkmark, an info button, or both —
/// centred vertically in the strip the accessory takes from the content view (nothing for a cell with an
/// `accessoryView`, which draws itself as a subview). A row of a grouped table without a background colour of its own
/// fills with `secondarySystemGroupedBackground` (an inset-grouped one shows its section's card instead, see
/// ``SectionCardPainter``), and the last row of an inset-grouped section draws no separator, as UIKit's default cell
/// background does.
struct CellDecorationPainter {
    /// The separator's width: a hairline at 2x.
    static let hairline: CGFloat = 0.5
    /// The chevron's colour (`systemGray3`, as UIKit's disclosure indicator).
    static let chevronColor = Color.systemGray3
    /// The info button's "i".
    static let infoFont = Font.systemFont(ofSize: 15, weight: .semibold)

    let context: PaintContext
    let measurer: any TextMeasuring

    /// The separator and accessory items of `cell`, whose frame on the canvas is `rect`.
    func items(for cell: TableViewCell, rect: CGRect, key: String, state: inout PaintState) -> [DisplayItem] {
        separator(for: cell, rect: rect, key: key, state: &state) + accessory(for: cell, rect: rect, key: key, state: &state)
    }

    /// The fill of a row of a grouped table or grouped list that sets no background colour of its own; nil for any
    /// other view.
    static func defaultBackground(of view: View) -> Color? {
        guard view.backgroundColor == nil else { return nil }
        if let cell = view as? TableViewCell, let table = cell.superview as? TableView, table.style == .grouped,
           table.visibleRows.contains(where: { $0.cell === cell }) {
            return .secondarySystemGroupedBackground
        }
        if let cell = view as? CollectionViewCell, let collection = cell.superview as? CollectionView,
           collection.listRow(of: cell)?.list == .grouped {
            return .secondarySystemGroupedBackground
        }
        return nil
    }

    /// The separator and accessory items of a list row `cell`, whose frame on the canvas is `rect`: the separator
    /// runs from its text's leading edge (after its image) to its trailing edge unless it is its section's last row
    /// or its list hides separators; the accessory is its first trailing one a table cell also has.
    func items(forListRow cell: CollectionViewCell, rect: CGRect, key: String, state: inout PaintState) -> [DisplayItem] {
        guard let collection = cell.superview as? CollectionView, let row = collection.listRow(of: cell) else { return [] }
        var items: [DisplayItem] = []
        if row.hasSeparator {
            var left = rect.minX + CellLayoutEstimates.separatorInset.left
            if let content = cell.contentView.subviews.first as? ListContentView, let image = content.imageView,
               let imageRect = context.geometry.rect(of: image) {
                left = imageRect.maxX + content.configuration.imageToTextPadding
            }
            let y = rect.maxY - Self.hairline / 2
            if rect.maxX > left {
                items.append(.line(DisplayLine(id: state.claim("separator-\(key)"), classes: ["cell-separator"],
                                               from: CGPoint(x: left, y: y), to: CGPoint(x: rect.maxX, y: y),
                                               stroke: DisplayStroke(color: .separator, width: Self.hairline),
                                               capLength: 0)))
            }
        }
        if let listCell = cell as? CollectionViewListCell {
            items += accessory(listCell.trailingAccessoryType, tint: cell.tintColor, rect: rect, key: key, state: &state)
        }
        return items
    }

    private func separator(for cell: TableViewCell, rect: CGRect, key: String,
                           state: inout PaintState) -> [DisplayItem] {
        let table = cell.superview as? TableView
        guard table?.separatorStyle != TableViewCellSeparatorStyle.none else { return [] }
        if let table, table.style == .insetGrouped,
           let row = table.visibleRows.first(where: { $0.cell === cell }), table.isLastRow(row.indexPath) {
            return []
        }
        var left = rect.minX + cell.separatorInset.left
        if let image = cell.imageView, let size = image.image?.size, size.width > 0,
           let imageRect = context.geometry.rect(of: image) {
            left = imageRect.maxX + CellLayoutEstimates.imageToTextSpacing
        }
        let right = rect.maxX - cell.separatorInset.right
        guard right > left else { return [] }
        let y = rect.maxY - Self.hairline / 2
        let color = table?.separatorColor ?? .separator
        return [.line(DisplayLine(id: state.claim("separator-\(key)"), classes: ["cell-separator"],
                                  from: CGPoint(x: left, y: y), to: CGPoint(x: right, y: y),
                                  stroke: DisplayStroke(color: color, width: Self.hairline), capLength: 0))]
    }

    private func accessory(for cell: TableViewCell, rect: CGRect, key: String,
                           state: inout PaintState) -> [DisplayItem] {
        guard cell.accessoryView == nil else { return [] }
        return accessory(cell.accessoryType, tint: cell.tintColor, rect: rect, key: key, state: &state)
    }

    /// The standard accessory `type` at the trailing margin of `rect`, centred vertically.
    private func accessory(_ type: TableViewCellAccessoryType, tint: Color, rect: CGRect, key: String,
                           state: inout PaintState) -> [DisplayItem] {
        let trailing = rect.maxX - CellLayoutEstimates.horizontalMargin
        let midY = rect.midY
        let id = "accessory-\(key)"
        switch type {
        case .none:
            return []
        case .disclosureIndicator:
            return chevron(right: trailing, midY: midY, id: state.claim(id))
        case .checkmark:
            let size = CellLayoutEstimates.checkmarkSize
            let left = trailing - size.width
            let points = [CGPoint(x: left, y: midY), CGPoint(x: left + size.width * 0.35, y: midY + size.height / 2),
                          CGPoint(x: trailing, y: midY - size.height / 2)]
            return polyline(points, color: tint, width: 2, id: state.claim(id), classes: ["cell-checkmark"])
        case .detailButton:
            return info(right: trailing, midY: midY, tint: tint, id: state.claim(id))
        case .detailDisclosureButton:
            let chevronItems = chevron(right: trailing, midY: midY, id: state.claim(id))
            let infoRight = trailing - CellLayoutEstimates.chevronSize.width - CellLayoutEstimates.horizontalMargin
            return info(right: infoRight, midY: midY, tint: tint, id: state.claim("\(id)-info"))
                + chevronItems
        }
    }

    private func chevron(right: CGFloat, midY: CGFloat, id: String) -> [DisplayItem] {
        let size = CellLayoutEstimates.chevronSize
        let left = right - size.width
        let points = [CGPoint(x: left, y: midY - size.height / 2), CGPoint(x: right, y: midY),
                      CGPoint(x: left, y: midY + size.height / 2)]
        return polyline(points, color: Self.chevronColor, width: 2, id: id, classes: ["cell-chevron"])
    }

    private func info(right: CGFloat, midY: CGFloat, tint: Color, id: String) -> [DisplayItem] {
        let diameter = CellLayoutEstimates.detailButtonDiameter
        let circle = CGRect(x: right - diameter, y: midY - diameter / 2, width: diameter, height: diameter)
        let metrics = measurer.measure(TextMeasureRequest(text: "i", font: Self.infoFont, maxWidth: nil,
                                                          numberOfLines: 1, lineBreakMode: .byClipping))
        let origin = CGPoint(x: circle.midX - metrics.size.width / 2,
                             y: circle.midY - metrics.size.height / 2 + metrics.firstBaseline)
        return [.shape(DisplayShape(id: id, classes: ["cell-info"], rect: circle.insetBy(dx: 0.75, dy: 0.75),
                                    cornerRadius: diameter / 2, fill: nil, stroke: DisplayStroke(color: tint, width: 1.5))),
                .text(DisplayText(id: "\(id)-i", classes: ["cell-info"], font: Self.infoFont, color: tint, clip: nil,
                                  lines: [DisplayTextLine(text: "i", origin: origin, width: metrics.size.width)]))]
    }

    private func polyline(_ points: [CGPoint], color: Color, width: CGFloat, id: String,
                          classes: [String]) -> [DisplayItem] {
        zip(points, points.dropFirst()).enumerated().map { index, segment in
            .line(DisplayLine(id: "\(id)-\(index + 1)", classes: classes, from: segment.0, to: segment.1,
                              stroke: DisplayStroke(color: color, width: width), capLength: 0))
        }
    }
}
