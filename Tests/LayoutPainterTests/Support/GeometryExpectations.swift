import Foundation
import Testing

/// Expects `rect` to be (x, y, width, height) within 1e-6 on every component.
func expectRect(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let rect else {
        Issue.record("no rect, expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        return
    }
    let close = [(rect.origin.x, x), (rect.origin.y, y), (rect.size.width, width), (rect.size.height, height)]
        .allSatisfy { abs($0 - $1) <= 1e-6 }
    #expect(close, "rect \(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// Expects `point` to be (x, y) within 1e-6.
func expectPoint(_ point: CGPoint?, _ x: CGFloat, _ y: CGFloat,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let point else {
        Issue.record("no point, expected (\(x), \(y))", sourceLocation: sourceLocation)
        return
    }
    let close = abs(point.x - x) <= 1e-6 && abs(point.y - y) <= 1e-6
    #expect(close, "point \(point) is not (\(x), \(y))", sourceLocation: sourceLocation)
}

/// Expects a line (or bar) to run from one point to the other.
func expectSegment(_ from: CGPoint?, _ to: CGPoint?, _ x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectPoint(from, x1, y1, sourceLocation: sourceLocation)
    expectPoint(to, x2, y2, sourceLocation: sourceLocation)
}

/// Whether two rectangles share more than an edge.
func rectsOverlap(_ one: CGRect, _ other: CGRect) -> Bool {
    one.minX < other.maxX && other.minX < one.maxX && one.minY < other.maxY && other.minY < one.maxY
}
