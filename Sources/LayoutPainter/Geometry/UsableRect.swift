import Foundation

/// A frame checked before drawing: negative sizes are turned around, coordinates past
/// ``PaintLimits/maximumCoordinate`` are clamped, and frames that are not finite cannot be drawn.
enum UsableRect {
    case usable(CGRect)
    case clamped(CGRect)
    case unusable

    init(_ rect: CGRect) {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else {
            self = .unusable
            return
        }
        let limit = PaintLimits.maximumCoordinate
        let xs = [rect.origin.x, rect.origin.x + rect.size.width].sorted()
        let ys = [rect.origin.y, rect.origin.y + rect.size.height].sorted()
        let clamp = { (value: CGFloat) in min(limit, max(-limit, value)) }
        let clamped = CGRect(x: clamp(xs[0]), y: clamp(ys[0]), width: clamp(xs[1]) - clamp(xs[0]),
                             height: clamp(ys[1]) - clamp(ys[0]))
        let reachesPast = (xs + ys).contains { abs($0) > limit }
        self = reachesPast ? .clamped(clamped) : .usable(clamped)
    }

    /// The rectangle to draw, if any.
    var rect: CGRect? {
        switch self {
        case .usable(let rect), .clamped(let rect): rect
        case .unusable: nil
        }
    }
}
