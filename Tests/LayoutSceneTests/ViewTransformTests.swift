import Foundation
@testable import LayoutScene
import Testing

/// `CGAffineTransform`'s arithmetic, as Core Graphics does it: concatenation applies the receiver first; scaledBy,
/// rotated and translatedBy put their step before the receiver.
@Suite struct ViewTransformTests {
    private func expectPoint(_ point: CGPoint, _ x: CGFloat, _ y: CGFloat,
                             sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(abs(point.x - x) <= 1e-9 && abs(point.y - y) <= 1e-9, "\(point) is not (\(x), \(y))",
                sourceLocation: sourceLocation)
    }

    @Test func theBasicTransformsMovePointsAsCoreGraphicsDoes() {
        expectPoint(ViewTransform(scaleX: 2, y: 3).apply(to: CGPoint(x: 1, y: 1)), 2, 3)
        expectPoint(ViewTransform(translationX: 5, y: -2).apply(to: CGPoint(x: 1, y: 1)), 6, -1)
        // a quarter turn is clockwise on a screen whose y axis points down: +x goes to +y
        expectPoint(ViewTransform(rotationAngle: .pi / 2).apply(to: CGPoint(x: 1, y: 0)), 0, 1)
        #expect(ViewTransform.identity.isIdentity && ViewTransform(scaleX: 1, y: 1).isIdentity)
        #expect(!ViewTransform(translationX: 0, y: 1).isIdentity)
    }

    @Test func composingKeepsCoreGraphicsOrder() {
        let scale = ViewTransform(scaleX: 2, y: 2), move = ViewTransform(translationX: 10, y: 0)
        expectPoint(scale.concatenating(move).apply(to: CGPoint(x: 1, y: 1)), 12, 2)
        expectPoint(move.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)), 22, 2)
        expectPoint(move.scaledBy(x: 2, y: 2).apply(to: CGPoint(x: 1, y: 1)), 12, 2)
        expectPoint(scale.translatedBy(x: 5, y: 0).apply(to: .zero), 10, 0)
        expectPoint(move.rotated(by: .pi).apply(to: CGPoint(x: 1, y: 0)), 9, 0)
        let tilt = ViewTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.5).translatedBy(x: 4, y: -7)
        expectPoint(tilt.concatenating(tilt.inverted()).apply(to: CGPoint(x: 3, y: 8)), 3, 8)
    }

    @Test func aboutACentreKeepsTheCentreInPlace() {
        let grown = ViewTransform(scaleX: 2, y: 2).about(CGPoint(x: 50, y: 40))
        expectPoint(grown.apply(to: CGPoint(x: 50, y: 40)), 50, 40)
        expectPoint(grown.apply(to: CGPoint(x: 60, y: 40)), 70, 40)
    }

    @Test func aFlatTransformCannotBeUndone() {
        #expect(!ViewTransform(scaleX: 0, y: 1).isInvertible)
        #expect(ViewTransform(scaleX: 0, y: 1).inverted() == ViewTransform(scaleX: 0, y: 1))
        #expect(!ViewTransform(translationX: .infinity, y: 0).isInvertible)
        #expect(ViewTransform(rotationAngle: 1).isInvertible)
        #expect(View().transform == .identity)
    }
}
