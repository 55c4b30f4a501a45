import Foundation
import LayoutScene

/// The I-bars placed so far, so that a bar that would lie on top of another parallel one (its coordinate within
/// ``tolerance`` and their spans overlapping) or run through a badge is moved sideways by ``step`` until it lies clear.
struct BarBoard {
    /// How far a bar moves each time it would overlap another.
    static let step: CGFloat = 10
    /// How close two parallel bars may be before they count as on top of each other.
    static let tolerance: CGFloat = 4
    private static let attempts = 50
    /// The bars placed, filed by axis and by their coordinate in steps of ``tolerance``.
    private var placed: [Lane: [Segment]] = [:]

    private struct Lane: Hashable {
        let axis: LayoutAxis
        let step: Int
    }

    /// `segment`, moved towards `side` (−1 or +1 on the other axis) as far as it takes to clear the bars placed so
    /// far and the badges on `badges`; the result is placed.
    mutating func place(_ segment: Segment, towards side: CGFloat, clearOf badges: BadgeBoard) -> Segment {
        var moved = segment
        var attempt = 0
        while attempt < Self.attempts, overlapsPlacedBar(moved) || badges.isCrossed(by: moved) {
            moved.cross += side * Self.step
            attempt += 1
        }
        if let lane = Self.lane(of: moved, offset: 0) { placed[lane, default: []].append(moved) }
        return moved
    }

    /// Whether a placed bar lies on `segment` (only the neighbouring lanes can hold one).
    private func overlapsPlacedBar(_ segment: Segment) -> Bool {
        [-1, 0, 1].contains { offset in
            let neighbours = Self.lane(of: segment, offset: offset).flatMap { placed[$0] } ?? []
            return neighbours.contains { Self.overlap($0, segment) }
        }
    }

    private static func lane(of segment: Segment, offset: Int) -> Lane? {
        let step = (segment.cross / tolerance).rounded(.down)
        guard step.isFinite, abs(step) < 1e12 else { return nil }
        return Lane(axis: segment.axis, step: Int(step) + offset)
    }

    private static func overlap(_ one: Segment, _ other: Segment) -> Bool {
        one.axis == other.axis && abs(one.cross - other.cross) < tolerance
            && one.low < other.high && other.low < one.high
    }
}
