import Foundation
import LayoutScene

/// The rounded cards an inset-grouped table (or inset-grouped list) draws behind each section's rows: one per run of visible rows of a
/// section, as wide as the rows, filled with `secondarySystemGroupedBackground` and rounded by
/// ``LayoutScene/CellLayoutEstimates/insetGroupedCornerRadius`` (rows without a colour of their own show it).
///
/// ```swift
/// let cards = SectionCardPainter(context: context).items(for: table, key: "settings", state: &state)
/// ```
struct SectionCardPainter {
    let context: PaintContext

    /// The cards of `table` (none unless it is inset-grouped), whose group key is `key`.
    func items(for table: TableView, key: String, state: inout PaintState) -> [DisplayItem] {
        guard table.style == .insetGrouped else { return [] }
        return cards(table.visibleRows.map { ($0.indexPath, $0.cell) }, key: key, state: &state)
    }

    /// The cards of the inset-grouped list sections of `collection`, whose group key is `key`.
    func items(for collection: CollectionView, key: String, state: inout PaintState) -> [DisplayItem] {
        let rows = collection.visibleListRows.filter { $0.list == .insetGrouped }
        return cards(rows.map { ($0.indexPath, $0.cell) }, key: key, state: &state)
    }

    private func cards(_ rows: [(indexPath: IndexPath, cell: View)], key: String,
                       state: inout PaintState) -> [DisplayItem] {
        var cards: [(section: Int, rect: CGRect)] = []
        for row in rows {
            guard let rect = context.geometry.rect(of: row.cell) else { continue }
            if let last = cards.last, last.section == row.indexPath.section {
                cards[cards.count - 1].rect = last.rect.union(rect)
            } else {
                cards.append((row.indexPath.section, rect))
            }
        }
        return cards.map { card in
            .shape(DisplayShape(id: state.claim("section-card-\(key)-\(card.section)"), classes: ["section-card"],
                                rect: card.rect, cornerRadius: CellLayoutEstimates.insetGroupedCornerRadius,
                                fill: .secondarySystemGroupedBackground, stroke: nil))
        }
    }
}
