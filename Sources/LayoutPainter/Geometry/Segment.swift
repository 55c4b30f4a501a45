import Foundation
import LayoutScene

/// A straight stroke running along one axis: from `from` to `to` on that axis, at `cross` on the other.
struct Segment {
    /// The axis the segment runs along.
    let axis: LayoutAxis
    /// The coordinate on the other axis.
    var cross: CGFloat
    let from: CGFloat
    let to: CGFloat

    var start: CGPoint { point(along: from) }
    var end: CGPoint { point(along: to) }
    var midpoint: CGPoint { point(along: (from + to) / 2) }
    var low: CGFloat { min(from, to) }
    var high: CGFloat { max(from, to) }

    /// The end caps of an I-bar on this segment: `length` long across it, centred on its ends.
    func caps(length: CGFloat) -> [Segment] {
        [from, to].map { Segment(axis: axis.perpendicular, cross: $0, from: cross - length / 2, to: cross + length / 2) }
    }

    func point(along value: CGFloat) -> CGPoint {
        axis == .horizontal ? CGPoint(x: value, y: cross) : CGPoint(x: cross, y: value)
    }
}

extension LayoutAxis {
    /// The other axis.
    var perpendicular: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}
