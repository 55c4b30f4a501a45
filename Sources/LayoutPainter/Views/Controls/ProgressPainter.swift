import Foundation
import LayoutScene

/// A progress view: a grey track filling the frame (rounded for `.default`) and, from the leading edge, the filled
/// part in the tint colour as far as the progress.
struct ProgressPainter {
    let progress: ProgressView
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let radius = progress.progressViewStyle == .default ? rect.height / 2 : 0
        drawing.shape("track", rect, cornerRadius: radius, fill: progress.trackTintColor ?? ControlMetrics.trackColor,
                      state: &state)
        let width = rect.width * progress.fraction
        let rightToLeft = progress.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let filled = CGRect(x: rightToLeft ? rect.maxX - width : rect.minX, y: rect.minY, width: width,
                            height: rect.height)
        guard width > 0 else { return }
        drawing.shape("progress", filled, cornerRadius: radius,
                      fill: progress.progressTintColor ?? progress.tintColor ?? .systemBlue, state: &state)
    }
}
