import Foundation
import LayoutScene

/// A switch at its fixed 51 × 31 size from the frame's top-left corner, as UIKit draws it whatever its frame: a
/// capsule track (green, or ``LayoutScene/Switch/onTintColor``, when on; grey fill when off) and a white knob at the
/// right when on, at the left when off (mirrored right to left, as in UIKit).
struct SwitchPainter {
    let toggle: Switch
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let size = ControlMetrics.switchSize
        let track = CGRect(origin: rect.origin, size: size)
        let trackColor = toggle.isOn ? toggle.onTintColor ?? .systemGreen : ControlMetrics.switchOffTrackColor
        drawing.shape("track", track, cornerRadius: size.height / 2, fill: trackColor, state: &state)
        let inset = ControlMetrics.switchKnobInset
        let diameter = size.height - 2 * inset
        let knobAtRight = toggle.isOn != (toggle.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = knobAtRight ? track.maxX - inset - diameter / 2 : track.minX + inset + diameter / 2
        drawing.circle("knob", center: CGPoint(x: x, y: track.midY), diameter: diameter,
                       fill: toggle.thumbTintColor ?? .white,
                       stroke: DisplayStroke(color: ControlMetrics.knobOutlineColor, width: 0.5), state: &state)
    }
}
