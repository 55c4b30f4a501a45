import Foundation

/// The badges, notes and name tags placed so far, so that later ones can avoid them.
struct BadgeBoard {
    private var occupied: [CGRect] = []

    /// Whether `rect` overlaps nothing placed (touching edges is fine).
    func isFree(_ rect: CGRect) -> Bool {
        !occupied.contains { other in
            rect.minX < other.maxX && other.minX < rect.maxX && rect.minY < other.maxY && other.minY < rect.maxY
        }
    }

    /// Marks `rect` as taken.
    mutating func occupy(_ rect: CGRect) {
        occupied.append(rect)
    }

    /// A rectangle of `size` at `origin`, moved by `step` until it is free (a bounded number of times), then occupied.
    mutating func place(_ size: CGSize, at origin: CGPoint, step: (dx: CGFloat, dy: CGFloat)) -> CGRect {
        var rect = CGRect(origin: origin, size: size)
        var attempt = 0
        while attempt < 20, !isFree(rect) {
            rect = rect.offsetBy(dx: step.dx, dy: step.dy)
            attempt += 1
        }
        occupy(rect)
        return rect
    }
}
