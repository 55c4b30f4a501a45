import Foundation
import LayoutScene

/// A page control: one dot per page, 16 pt apart, centred in the frame; the current page's dot dark.
struct PageControlPainter {
    let control: PageControl
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let count = min(control.visibleDotCount, Int(PaintLimits.maximumCoordinate / ControlMetrics.pageControlPageWidth))
        guard count > 0 else { return }
        let step = ControlMetrics.pageControlPageWidth
        let firstX = rect.midX - CGFloat(count - 1) * step / 2
        for index in 0..<count {
            let current = index == control.currentPage
            let color = current ? control.currentPageIndicatorTintColor ?? ControlMetrics.currentPageDotColor
                : control.pageIndicatorTintColor ?? ControlMetrics.pageDotColor
            drawing.circle(current ? "current-dot" : "dot", center: CGPoint(x: firstX + CGFloat(index) * step,
                                                                           y: rect.midY),
                           diameter: ControlMetrics.pageDotDiameter, fill: color, state: &state)
        }
    }
}
