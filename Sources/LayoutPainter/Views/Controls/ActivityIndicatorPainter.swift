import Foundation
import LayoutScene

/// An activity indicator that shows (animating, or not hiding when stopped): eight spokes around the frame's
/// centre, sized by the style, fading from the top spoke clockwise.
struct ActivityIndicatorPainter {
    let spinner: ActivityIndicatorView
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        guard spinner.isShowingSpokes else { return }
        let side = spinner.style.isLarge ? ControlMetrics.activityLargeSide : ControlMetrics.activityMediumSide
        let white = spinner.style == .white || spinner.style == .whiteLarge
        let color = spinner.color ?? (white ? .white : ControlMetrics.activitySpokeColor)
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let outer = side / 2, inner = side * 0.24
        let count = ControlMetrics.activitySpokeCount
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * Double.pi
            let (dx, dy) = (CGFloat(sin(angle)), CGFloat(-cos(angle)))
            let alpha = 1 - CGFloat(index) / CGFloat(count) * 0.75
            drawing.line("spoke", from: CGPoint(x: center.x + dx * inner, y: center.y + dy * inner),
                         to: CGPoint(x: center.x + dx * (outer - side / 20), y: center.y + dy * (outer - side / 20)),
                         stroke: DisplayStroke(color: color.withAlphaComponent(color.alpha * alpha), width: side / 10),
                         state: &state)
        }
    }
}
