import Foundation

/// The badges, notes, callouts and name tags placed so far, and the drawing's text (its ``GlyphBoxes``), so that
/// later badges and I-bars can avoid them all.
struct BadgeBoard {
    /// The space kept between a badge and one moved out of its way.
    static let gap: CGFloat = 2
    /// The least space between two badges for them not to count as overlapping.
    static let clearance: CGFloat = 1
    /// How many places further out a badge may move before the guide becomes a callout.
    static let levels = 20
    /// How many places along its bar, each way, a badge may slide.
    static let slides = 4
    /// The picture: badges are kept inside it so that none is cut off at an edge.
    var bounds = CGRect.infinite
    private var occupied: [CGRect] = []
    private var index = GridIndex()
    /// The drawing's text, kept apart so that lines can stop short of it alone.
    private var text: [CGRect] = []
    private var textIndex = GridIndex()

    /// Whether `rect` lies inside ``bounds`` and keeps ``clearance`` from everything placed.
    func isFree(_ rect: CGRect) -> Bool {
        guard bounds.contains(rect) else { return false }
        let margin = Self.clearance
        return !placed(near: rect.insetBy(dx: -margin, dy: -margin)).contains { other in
            rect.minX < other.maxX + margin && other.minX < rect.maxX + margin
                && rect.minY < other.maxY + margin && other.minY < rect.maxY + margin
        }
    }

    /// Whether the segment runs through a placed badge.
    func isCrossed(by segment: Segment) -> Bool {
        let start = segment.start, end = segment.end
        let extent = CGRect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x),
                            height: abs(end.y - start.y))
        return placed(near: extent).contains { rect in
            let (across, along) = segment.axis == .horizontal
                ? (rect.minY...rect.maxY, rect.minX...rect.maxX) : (rect.minX...rect.maxX, rect.minY...rect.maxY)
            return across.lowerBound < segment.cross && segment.cross < across.upperBound
                && along.lowerBound < segment.high && segment.low < along.upperBound
        }
    }

    /// Marks `rect` as taken.
    mutating func occupy(_ rect: CGRect) {
        index.insert(rect, index: occupied.count)
        occupied.append(rect)
    }

    /// Marks `rect` as taken by the drawing's text (a glyph box).
    mutating func occupyText(_ rect: CGRect) {
        textIndex.insert(rect, index: text.count)
        text.append(rect)
    }

    /// The placed rectangles and glyph boxes that may meet `rect`.
    private func placed(near rect: CGRect) -> [CGRect] {
        (index.candidates(near: rect).map { $0.map { occupied[$0] } } ?? occupied) + text(near: rect)
    }

    /// The glyph boxes that may meet `rect`.
    func text(near rect: CGRect) -> [CGRect] {
        textIndex.candidates(near: rect).map { $0.map { text[$0] } } ?? text
    }

    /// The first free rectangle of `candidates`, occupied; `nil` (nothing occupied) when none is free.
    mutating func place(firstFreeOf candidates: some Sequence<CGRect>) -> CGRect? {
        guard let rect = candidates.first(where: isFree) else { return nil }
        occupy(rect)
        return rect
    }
}
