import Foundation
import LayoutScene

/// A slider: a track across the width, vertically centred, in the tint colour up to the thumb and grey after it,
/// and a white round thumb at the value (its centre travels between the ends inset by its radius). Right to left,
/// as in UIKit, the minimum is at the right.
struct SliderPainter {
    let slider: Slider
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let diameter = min(ControlMetrics.sliderThumbDiameter, rect.height, rect.width)
        let radius = diameter / 2
        let travel = slider.fraction * max(0, rect.width - diameter)
        let rightToLeft = slider.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let thumbX = rightToLeft ? rect.maxX - radius - travel : rect.minX + radius + travel
        let height = ControlMetrics.sliderTrackHeight
        let top = rect.midY - height / 2
        drawing.shape("maximum-track", CGRect(x: rect.minX, y: top, width: rect.width, height: height),
                      cornerRadius: height / 2, fill: slider.maximumTrackTintColor ?? ControlMetrics.trackColor,
                      state: &state)
        let minimumTrack = rightToLeft
            ? CGRect(x: thumbX, y: top, width: max(0, rect.maxX - thumbX), height: height)
            : CGRect(x: rect.minX, y: top, width: max(0, thumbX - rect.minX), height: height)
        drawing.shape("minimum-track", minimumTrack,
                      cornerRadius: height / 2, fill: slider.minimumTrackTintColor ?? slider.tintColor ?? .systemBlue,
                      state: &state)
        drawing.circle("thumb", center: CGPoint(x: thumbX, y: rect.midY), diameter: diameter,
                       fill: slider.thumbTintColor ?? .white,
                       stroke: DisplayStroke(color: ControlMetrics.knobOutlineColor, width: 0.5), state: &state)
    }
}
