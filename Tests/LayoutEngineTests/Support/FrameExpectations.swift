import Foundation
import Testing

/// Expects `rect` to be (x, y, width, height) within 1e-6 on every component.
func expectFrame(_ rect: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let rect else {
        Issue.record("no frame, expected (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
        return
    }
    let close = [(rect.origin.x, x), (rect.origin.y, y), (rect.size.width, width), (rect.size.height, height)]
        .allSatisfy { abs($0 - $1) <= 1e-6 }
    #expect(close, "frame \(rect) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// Expects `value` to be `expected` within 1e-6.
func expectClose(_ value: CGFloat?, _ expected: CGFloat, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let value else {
        Issue.record("no value, expected \(expected)", sourceLocation: sourceLocation)
        return
    }
    #expect(abs(value - expected) <= 1e-6, "\(value) is not \(expected)", sourceLocation: sourceLocation)
}
