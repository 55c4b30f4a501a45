import Foundation
import LayoutScene

/// A text field: its border (a rounded grey outline for `.roundedRect`, on white unless it has a background; a
/// line for `.line` and `.bezel`), the left and right views shown at rest as boxes with their background, border and
/// label text, and the text (placeholder grey when empty) aligned in the room between them.
struct TextFieldPainter {
    let field: TextField
    let rect: CGRect
    let measurer: any TextMeasuring

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let width = ControlMetrics.textFieldBorderWidth
        let outline = rect.insetBy(dx: width / 2, dy: width / 2)
        switch field.borderStyle {
        case .none: break
        case .line:
            drawing.shape("border", outline, fill: nil, stroke: DisplayStroke(color: .label, width: width), state: &state)
        case .bezel:
            drawing.shape("border", outline, fill: nil, stroke: DisplayStroke(color: .darkGray, width: width),
                          state: &state)
        case .roundedRect:
            drawing.shape("border", outline, cornerRadius: ControlMetrics.roundedRectCornerRadius,
                          fill: field.backgroundColor == nil ? .systemBackground : nil,
                          stroke: DisplayStroke(color: ControlMetrics.roundedRectBorderColor, width: width),
                          state: &state)
        }
        let sides = field.sideViewWidths
        let leftToRight = field.effectiveUserInterfaceLayoutDirection == .leftToRight
        let leading = CGRect(x: leftToRight ? rect.minX : rect.maxX - sides.left, y: rect.minY, width: sides.left,
                             height: rect.height)
        let trailing = CGRect(x: leftToRight ? rect.maxX - sides.right : rect.minX, y: rect.minY, width: sides.right,
                              height: rect.height)
        if sides.left > 0, let view = field.leftView { drawSideView(view, "left-view", in: leading, &drawing, &state) }
        if sides.right > 0, let view = field.rightView { drawSideView(view, "right-view", in: trailing, &drawing, &state) }
        let insets = field.textInsets
        let textRect = CGRect(x: rect.minX + insets.left + (leftToRight ? sides.left : sides.right), y: rect.minY,
                              width: max(0, rect.width - insets.left - insets.right - sides.left - sides.right),
                              height: rect.height).inset(by: EdgeInsets(top: insets.top, left: 0,
                                                                         bottom: insets.bottom, right: 0))
        guard let metrics = field.textContent?.texts.first else { return }
        let color = field.showsPlaceholder ? Color.placeholderText : field.textColor ?? .label
        drawing.text(field.showsPlaceholder ? "placeholder" : "text", metrics, fallback: field.displayedText,
                     font: field.resolvedFont, color: color, in: textRect, alignment: field.textAlignment,
                     direction: field.effectiveUserInterfaceLayoutDirection, clip: textRect, state: &state)
    }

    /// A side view as a box as tall as its intrinsic or frame height (at most the field's), centred vertically.
    private func drawSideView(_ view: View, _ part: String, in column: CGRect, _ drawing: inout ControlDrawing,
                              _ state: inout PaintState) {
        let intrinsic = view.intrinsicContentSize.height
        let height = min(column.height, intrinsic >= 0 ? intrinsic : view.frame.height > 0 ? view.frame.height
                                                                                          : column.height)
        let box = CGRect(x: column.minX, y: column.midY - height / 2, width: column.width, height: height)
        let stroke = view.layer.borderColor.flatMap { color in
            view.layer.borderWidth > 0 ? DisplayStroke(color: color, width: view.layer.borderWidth) : nil
        }
        drawing.shape(part, box, cornerRadius: view.layer.cornerRadius, fill: view.backgroundColor, stroke: stroke,
                      state: &state)
        guard let label = view as? Label, let text = label.text, !text.isEmpty else { return }
        let metrics = measurer.measure(label.measureRequest(maxWidth: box.width))
        drawing.text("\(part)-text", metrics, fallback: text, font: label.font, color: label.textColor, in: box,
                     alignment: label.textAlignment == .natural ? .center : label.textAlignment, clip: box,
                     state: &state)
    }
}
