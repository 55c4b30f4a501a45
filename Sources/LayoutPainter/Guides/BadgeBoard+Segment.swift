import Foundation
import LayoutScene

extension BadgeBoard {
    /// Places a badge of `size` beside a bar or line: centred on it, `offset` off it on `side` (−1 above or left, +1
    /// below or right), moved along the segment as far as it takes to lie inside the picture; while that would overlap
    /// an earlier badge or text, slid along the segment (a badge's length at a time, as long as its middle stays over
    /// the segment), then the same on the other side, then one badge further out
    /// on each side in turn, up to ``levels`` out; `nil` when no place is free.
    mutating func place(_ size: CGSize, beside segment: Segment, offset: CGFloat, side: CGFloat) -> CGRect? {
        let horizontal = segment.axis == .horizontal
        let (length, thickness) = horizontal ? (size.width, size.height) : (size.height, size.width)
        let middle = (segment.low + segment.high) / 2
        let step = length + Self.gap
        let room = ((segment.high - segment.low) / 2 / step).rounded(.down)
        let slides = room.isFinite ? Int(min(CGFloat(Self.slides), max(0, room))) : 0
        var alongs: [CGFloat] = [middle]
        for slide in 0..<slides {
            let distance = CGFloat(slide + 1) * step
            alongs += [middle + distance, middle - distance]
        }
        let edges = horizontal ? (bounds.minX, bounds.maxX) : (bounds.minY, bounds.maxY)
        if !bounds.isInfinite, edges.1 - edges.0 >= length {
            alongs = alongs.map { min(max($0, edges.0 + length / 2), edges.1 - length / 2) }
        }
        func rect(on side: CGFloat, level: Int, centredAt along: CGFloat) -> CGRect {
            let near = side < 0 ? segment.cross - offset - thickness : segment.cross + offset
            let across = near + side * CGFloat(level) * (thickness + Self.gap)
            return horizontal ? CGRect(x: along - length / 2, y: across, width: length, height: thickness)
                : CGRect(x: across, y: along - length / 2, width: thickness, height: length)
        }
        return place(firstFreeOf: (0..<Self.levels).lazy.flatMap { level in
            [side, -side].flatMap { side in alongs.map { rect(on: side, level: level, centredAt: $0) } }
        })
    }
}
