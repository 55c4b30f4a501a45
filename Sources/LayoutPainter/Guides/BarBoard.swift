import Foundation

/// The I-bars placed so far, so that a bar that would lie on top of another parallel one (its coordinate within
/// ``tolerance`` and their spans overlapping) is moved sideways by ``step`` until it lies clear.
struct BarBoard {
    /// How far a bar moves each time it would overlap another.
    static let step: CGFloat = 10
    /// How close two parallel bars may be before they count as on top of each other.
    static let tolerance: CGFloat = 4
    private static let attempts = 50
    private var placed: [Segment] = []

    /// `segment`, moved towards `side` (−1 or +1 on the other axis) as far as it takes to clear the bars placed so far;
    /// the result is placed.
    mutating func place(_ segment: Segment, towards side: CGFloat) -> Segment {
        var moved = segment
        var attempt = 0
        while attempt < Self.attempts, placed.contains(where: { Self.overlap($0, moved) }) {
            moved.cross += side * Self.step
            attempt += 1
        }
        placed.append(moved)
        return moved
    }

    private static func overlap(_ one: Segment, _ other: Segment) -> Bool {
        one.axis == other.axis && abs(one.cross - other.cross) < tolerance
            && one.low < other.high && other.low < one.high
    }
}
