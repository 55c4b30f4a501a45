import Foundation
import LayoutScene

/// A stepper at its fixed 94 × 32 size from the frame's top-left corner: a grey rounded background split by a
/// separator, − on the left and + on the right, each dimmed when it cannot be tapped.
struct StepperPainter {
    let stepper: Stepper
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let body = CGRect(origin: rect.origin, size: ControlMetrics.stepperSize)
        drawing.shape("background", body, cornerRadius: ControlMetrics.stepperCornerRadius,
                      fill: ControlMetrics.segmentedBackgroundColor, state: &state)
        let separatorHeight = body.height / 2
        drawing.line("separator", from: CGPoint(x: body.midX, y: body.midY - separatorHeight / 2),
                     to: CGPoint(x: body.midX, y: body.midY + separatorHeight / 2),
                     stroke: DisplayStroke(color: .separator, width: 1), state: &state)
        let arm: CGFloat = 7
        let minus = CGPoint(x: body.minX + body.width / 4, y: body.midY)
        let plus = CGPoint(x: body.maxX - body.width / 4, y: body.midY)
        let minusStroke = DisplayStroke(color: stepper.canDecrement ? .label : .tertiaryLabel, width: 1.5)
        let plusStroke = DisplayStroke(color: stepper.canIncrement ? .label : .tertiaryLabel, width: 1.5)
        drawing.line("decrement", from: CGPoint(x: minus.x - arm, y: minus.y), to: CGPoint(x: minus.x + arm, y: minus.y),
                     stroke: minusStroke, state: &state)
        drawing.line("increment", from: CGPoint(x: plus.x - arm, y: plus.y), to: CGPoint(x: plus.x + arm, y: plus.y),
                     stroke: plusStroke, state: &state)
        drawing.line("increment", from: CGPoint(x: plus.x, y: plus.y - arm), to: CGPoint(x: plus.x, y: plus.y + arm),
                     stroke: plusStroke, state: &state)
    }
}
