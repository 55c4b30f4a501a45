import Foundation

/// The badges, notes and name tags placed so far, so that later ones (and I-bars) can avoid them.
struct BadgeBoard {
    /// The space kept between a badge and one moved out of its way.
    static let gap: CGFloat = 2
    /// The least space between two badges for them not to count as overlapping.
    static let clearance: CGFloat = 1
    /// How many places further out a badge may move before it is placed over others anyway.
    static let levels = 20
    /// How many places along its bar, each way, a badge may slide.
    static let slides = 4
    /// The picture: badges are kept inside it so that none is cut off at an edge.
    var bounds = CGRect.infinite
    private var occupied: [CGRect] = []
    private var index = GridIndex()

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

    /// The placed rectangles that may meet `rect`.
    private func placed(near rect: CGRect) -> [CGRect] {
        index.candidates(near: rect).map { $0.map { occupied[$0] } } ?? occupied
    }

    /// The first free rectangle of `candidates` (the first one when none is free), occupied.
    mutating func place(firstFreeOf candidates: some Sequence<CGRect>) -> CGRect {
        var fallback: CGRect?
        for rect in candidates {
            if isFree(rect) {
                occupy(rect)
                return rect
            }
            fallback = fallback ?? rect
        }
        let rect = clamped(fallback ?? .zero)
        occupy(rect)
        return rect
    }

    /// `rect` moved the least distance that puts it inside ``bounds`` (its origin at the bounds' origin when it
    /// is larger than they are).
    private func clamped(_ rect: CGRect) -> CGRect {
        guard !bounds.isInfinite else { return rect }
        let x = max(bounds.minX, min(rect.minX, bounds.maxX - rect.width))
        let y = max(bounds.minY, min(rect.minY, bounds.maxY - rect.height))
        return CGRect(x: x, y: y, width: rect.width, height: rect.height)
    }
}
