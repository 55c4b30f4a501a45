import Foundation
import LayoutScene

/// A page control: one dot per page, 16 pt apart, centred in the frame; the current page's dot dark. Dots past the
/// picture's edges are clipped, as UIKit clips those that do not fit, so a control of a hundred million pages costs
/// no more to draw than the dots that show.
struct PageControlPainter {
    let control: PageControl
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let count = min(control.visibleDotCount, Int(PaintLimits.maximumCoordinate / ControlMetrics.pageControlPageWidth))
        guard count > 0 else { return }
        let step = ControlMetrics.pageControlPageWidth
        let firstX = rect.midX - CGFloat(count - 1) * step / 2
        // UIKit clips the dots that do not fit; those off the picture are not drawn at all
        let visible = state.badges.bounds.insetBy(dx: -step, dy: 0)
        let first = max(0, Int(((visible.minX - firstX) / step).rounded(.down)))
        let last = min(count - 1, Int(((visible.maxX - firstX) / step).rounded(.up)))
        guard first <= last else { return }
        for index in first...last where !state.isOutOfBudget {
            let current = index == control.currentPage
            let color = current ? control.currentPageIndicatorTintColor ?? ControlMetrics.currentPageDotColor
                : control.pageIndicatorTintColor ?? ControlMetrics.pageDotColor
            drawing.circle(current ? "current-dot" : "dot", center: CGPoint(x: firstX + CGFloat(index) * step,
                                                                           y: rect.midY),
                           diameter: ControlMetrics.pageDotDiameter, fill: color, state: &state)
        }
    }
}
