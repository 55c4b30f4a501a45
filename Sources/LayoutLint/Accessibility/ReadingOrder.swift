import Foundation

/// VoiceOver's reading order of the things in one container: top to bottom in rows, each row from the leading edge
/// (the left, or the right under right-to-left). Taken from the top, a row holds what starts less than
/// ``rowTolerance`` below the row's first (topmost) thing, so a label and a taller switch centred on one line are one
/// row. Ties keep tree order.
///
/// ```swift
/// let ordered = ReadingOrder(rightToLeft: false).sorted(parts, frame: \.frame)
/// ```
struct ReadingOrder {
    /// How far apart two tops may be on one row: 8 pt, as measured on iPhone by cashapp's AccessibilitySnapshot
    /// (13 pt on iPad, which layoutviz does not tell apart here). An estimate; see `docs/accessibility.md`.
    static let rowTolerance: CGFloat = 8

    let rightToLeft: Bool

    /// `items` in reading order, each placed by `frame`.
    func sorted<Item>(_ items: [Item], frame: (Item) -> CGRect) -> [Item] {
        let byTop = items.enumerated().sorted { a, b in
            (frame(a.element).minY, a.offset) < (frame(b.element).minY, b.offset)
        }
        var ordered: [Item] = []
        var index = 0
        while index < byTop.count {
            let rowTop = frame(byTop[index].element).minY
            var row = [byTop[index]]
            index += 1
            while index < byTop.count, frame(byTop[index].element).minY < rowTop + Self.rowTolerance {
                row.append(byTop[index])
                index += 1
            }
            ordered += row.sorted { a, b in
                (leading(frame(a.element)), a.offset) < (leading(frame(b.element)), b.offset)
            }.map(\.element)
        }
        return ordered
    }

    /// How far from the leading edge a frame starts: its left edge, or under right-to-left the negated right edge.
    private func leading(_ frame: CGRect) -> CGFloat {
        rightToLeft ? -frame.maxX : frame.minX
    }
}
