import Foundation

extension BadgeBoard {
    /// The pieces of `segment` that keep `gap` away from every glyph box it would run through, in the segment's
    /// direction; pieces shorter than `shortest` are left out.
    func cut(_ segment: Segment, gap: CGFloat, shortest: CGFloat) -> [Segment] {
        let horizontal = segment.axis == .horizontal
        let extent = horizontal
            ? CGRect(x: segment.low, y: segment.cross, width: segment.high - segment.low, height: 0)
            : CGRect(x: segment.cross, y: segment.low, width: 0, height: segment.high - segment.low)
        let blocked = text(near: extent.insetBy(dx: -gap, dy: -gap)).compactMap { rect -> ClosedRange<CGFloat>? in
            let (across, along) = horizontal ? (rect.minY...rect.maxY, rect.minX...rect.maxX)
                : (rect.minX...rect.maxX, rect.minY...rect.maxY)
            guard across.lowerBound < segment.cross, segment.cross < across.upperBound,
                  along.lowerBound - gap < segment.high, segment.low < along.upperBound + gap else { return nil }
            return (along.lowerBound - gap)...(along.upperBound + gap)
        }.sorted { $0.lowerBound < $1.lowerBound }
        var pieces: [(CGFloat, CGFloat)] = []
        var start = segment.low
        for range in blocked {
            if range.lowerBound > start { pieces.append((start, min(range.lowerBound, segment.high))) }
            start = max(start, range.upperBound)
            if start >= segment.high { break }
        }
        if start < segment.high { pieces.append((start, segment.high)) }
        let kept = pieces.filter { $0.1 - $0.0 >= shortest }
        let forward = segment.from <= segment.to
        return (forward ? kept : kept.reversed()).map { low, high in
            Segment(axis: segment.axis, cross: segment.cross, from: forward ? low : high, to: forward ? high : low)
        }
    }
}
