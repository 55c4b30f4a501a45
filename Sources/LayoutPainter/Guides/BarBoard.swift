import Foundation
import LayoutScene

/// The I-bars placed so far, so that a bar that would lie on top of another parallel one (its coordinate within
/// ``tolerance`` and their spans overlapping) or run through a badge or text is moved sideways by ``step`` (so
/// parallel bars lie in evenly spaced lanes) until it lies clear.
struct BarBoard {
    /// How far a bar moves each time it would overlap another.
    static let step: CGFloat = 10
    /// How close two parallel bars may be before they count as on top of each other.
    static let tolerance: CGFloat = 4
    /// How many steps a bar may move before it counts as unplaceable.
    static let lanes = 6
    /// The bars placed, filed by axis and by their coordinate in steps of ``tolerance``.
    private var placed: [Lane: [Segment]] = [:]

    private struct Lane: Hashable {
        let axis: LayoutAxis
        let step: Int
    }

    /// `segment`, moved towards `side` (−1 or +1 on the other axis) as far as it takes to clear the bars placed so
    /// far and everything on `badges` (badges and the drawing's text), at most ``lanes`` steps; `nil` when it
    /// cannot be cleared. Nothing is placed: see ``occupy(_:)``.
    func clear(_ segment: Segment, towards side: CGFloat, of badges: BadgeBoard) -> Segment? {
        var moved = segment
        for _ in 0...Self.lanes {
            let caps = moved.caps(length: GuideMarks.capLength)
            if !overlapsPlacedBar(moved), !([moved] + caps).contains(where: badges.isCrossed) { return moved }
            moved.cross += side * Self.step
        }
        return nil
    }

    /// Marks `segment` as placed.
    mutating func occupy(_ segment: Segment) {
        if let lane = Self.lane(of: segment, offset: 0) { placed[lane, default: []].append(segment) }
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
