import Foundation
import LayoutPainter

/// The straight segments a ``DisplayLine`` is stroked as, shared by every back end: the line itself, then for an
/// I-bar each end cap as two halves drawn outwards from the line's end, so a dash pattern (which restarts on each
/// segment) still shows the caps whole when its first dash is at least half a cap long.
enum LineSegments {
    static func segments(of line: DisplayLine) -> [(from: CGPoint, to: CGPoint)] {
        let dx = line.to.x - line.from.x, dy = line.to.y - line.from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard line.capLength > 0, length > 0 else { return [(line.from, line.to)] }
        let half = line.capLength / 2
        let offset = CGPoint(x: -dy / length * half, y: dx / length * half)
        var segments = [(from: line.from, to: line.to)]
        for end in [line.from, line.to] {
            segments.append((end, CGPoint(x: end.x + offset.x, y: end.y + offset.y)))
            segments.append((end, CGPoint(x: end.x - offset.x, y: end.y - offset.y)))
        }
        return segments
    }
}
