import Foundation
import LayoutScene

/// A text view: its text from the top-left of the text container (inside ``LayoutScene/TextView/textInsets``),
/// clipped to the view.
struct TextViewPainter {
    let textView: TextView
    let rect: CGRect

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        guard let metrics = textView.textContent?.texts.first, metrics.lineCount > 0 else { return }
        let inner = rect.inset(by: textView.textInsets)
        let block = CGRect(x: inner.minX, y: inner.minY, width: inner.width, height: metrics.size.height)
        drawing.text("text", metrics, fallback: textView.text ?? "", font: textView.resolvedFont,
                     color: textView.textColor ?? .label, in: block, alignment: textView.textAlignment,
                     direction: textView.effectiveUserInterfaceLayoutDirection, clip: rect, state: &state)
    }
}
