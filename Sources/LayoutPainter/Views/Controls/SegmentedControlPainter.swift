import Foundation
import LayoutScene

/// A segmented control: a grey rounded background, the selected segment raised as a white (dark mode: grey)
/// rounded rectangle, thin separators between unselected neighbours, and each title centred in its segment. Right
/// to left, as in UIKit, the first segment is the rightmost.
struct SegmentedControlPainter {
    let control: SegmentedControl
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let radius = ControlMetrics.segmentedCornerRadius
        drawing.shape("background", rect, cornerRadius: radius, fill: ControlMetrics.segmentedBackgroundColor,
                      state: &state)
        let widths = control.segmentWidths(in: rect.width)
        let rightToLeft = control.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var starts: [CGFloat] = []
        var x = rightToLeft ? rect.maxX : rect.minX
        for width in widths {
            starts.append(rightToLeft ? x - width : x)
            x += rightToLeft ? -width : width
        }
        let selected = control.selectedSegmentIndex
        if widths.indices.contains(selected) {
            let inset = ControlMetrics.segmentSelectionInset
            let segment = CGRect(x: starts[selected], y: rect.minY, width: widths[selected], height: rect.height)
            drawing.shape("selected", segment.insetBy(dx: inset, dy: inset), cornerRadius: radius - inset / 2,
                          fill: control.selectedSegmentTintColor ?? ControlMetrics.selectedSegmentColor,
                          stroke: DisplayStroke(color: ControlMetrics.knobOutlineColor, width: 0.5), state: &state)
        }
        for index in widths.indices.dropFirst() where index != selected && index - 1 != selected {
            let height = rect.height / 2
            let boundary = rightToLeft ? starts[index] + widths[index] : starts[index]
            drawing.line("separator", from: CGPoint(x: boundary, y: rect.midY - height / 2),
                         to: CGPoint(x: boundary, y: rect.midY + height / 2),
                         stroke: DisplayStroke(color: .separator, width: 1), state: &state)
        }
        let texts = control.textContent?.texts ?? []
        for (index, metrics) in texts.enumerated() where widths.indices.contains(index) {
            let segment = CGRect(x: starts[index], y: rect.minY, width: widths[index], height: rect.height)
            drawing.text("title", metrics, fallback: control.titleForSegment(at: index) ?? "",
                         font: control.titleFont(selected: index == selected), color: .label, in: segment,
                         alignment: .center, clip: segment, state: &state)
        }
    }
}
