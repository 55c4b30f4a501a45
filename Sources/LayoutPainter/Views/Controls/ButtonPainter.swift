import Foundation
import LayoutScene

/// A button: a configuration's background (its style's colour, corner style and outline) or a legacy button's
/// background image stretched to the bounds (tinted only when a template or symbol), its image — the one set
/// for the state or the configuration's, drawn as image views draw them (in ``LayoutScene/Button/currentImageColor``
/// for symbols and templates), else the kind's system image (a circled ⓘ, ⊕ or ✕ drawn with strokes) — and the title
/// in ``LayoutScene/Button/currentTitleColor``, arranged by ``LayoutScene/ButtonContentLayout``, placed in the
/// content area by the content alignments and moved by the title and image edge insets.
struct ButtonPainter {
    let button: Button
    let rect: CGRect
    let measurer: any TextMeasuring

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let tint = button.tintColor ?? .systemBlue
        if let configuration = button.configuration {
            let stroke = configuration.background.strokeColor.flatMap { color in
                configuration.background.strokeWidth > 0
                    ? DisplayStroke(color: color, width: configuration.background.strokeWidth) : nil
            }
            drawing.shape("background", rect, cornerRadius: configuration.cornerRadius(height: rect.height),
                          fill: configuration.backgroundColor(tint: tint), stroke: stroke, state: &state)
        }
        if let background = button.currentBackgroundImage {
            drawing.append(ImageContentPainter(measurer: measurer)
                .backgroundItems(for: background, in: rect, tint: tint, prefix: drawing.prefix, state: &state))
        }
        let metrics = button.textContent?.texts.first ?? .empty
        let hasTitle = metrics.lineCount > 0 || !metrics.lines.isEmpty
        let content = button.contentLayout(titleSize: hasTitle ? metrics.size : .zero)
        let placed = button.contentRect(for: content.size, in: rect.inset(by: button.contentInsets))
        let frames = content.frames(in: placed, direction: button.effectiveUserInterfaceLayoutDirection)
        if content.hasImage {
            let imageRect = Self.moved(frames.image, by: button.imageEdgeInsets)
            if let image = button.currentImage {
                let prefix = drawing.prefix
                drawing.append(ImageContentPainter(measurer: measurer)
                    .items(for: image, drawnIn: imageRect, box: imageRect, tint: button.currentImageColor,
                           id: { "\(prefix)-\($0)" }, state: &state))
            } else {
                drawSystemImage(in: imageRect, tint: tint, into: &drawing, state: &state)
            }
        }
        guard hasTitle else { return }
        drawing.text("title", metrics, fallback: button.currentTitle ?? "", font: button.titleFont,
                     color: button.currentTitleColor, in: Self.moved(frames.title, by: button.titleEdgeInsets),
                     alignment: .center, clip: rect, state: &state)
    }

    /// `rect` moved as UIKit moves centred content by edge insets: by half the difference of opposite insets.
    private static func moved(_ rect: CGRect, by insets: EdgeInsets) -> CGRect {
        rect.offsetBy(dx: (insets.left - insets.right) / 2, dy: (insets.top - insets.bottom) / 2)
    }

    /// The circled glyph of the system-image kinds, drawn with strokes in the tint (a grey disc for `.close`).
    private func drawSystemImage(in box: CGRect, tint: Color, into drawing: inout ControlDrawing,
                                 state: inout PaintState) {
        let center = CGPoint(x: box.midX, y: box.midY)
        let side = min(box.width, box.height)
        let arm = side * 0.25
        let color = button.buttonType == .close ? Color.secondaryLabel : tint
        let stroke = DisplayStroke(color: color, width: max(1, side / 14))
        if button.buttonType == .close {
            drawing.circle("image", center: center, diameter: side, fill: .systemFill, state: &state)
            drawing.line("image-stroke", from: CGPoint(x: center.x - arm * 0.8, y: center.y - arm * 0.8),
                         to: CGPoint(x: center.x + arm * 0.8, y: center.y + arm * 0.8), stroke: stroke, state: &state)
            drawing.line("image-stroke", from: CGPoint(x: center.x - arm * 0.8, y: center.y + arm * 0.8),
                         to: CGPoint(x: center.x + arm * 0.8, y: center.y - arm * 0.8), stroke: stroke, state: &state)
            return
        }
        drawing.circle("image", center: center, diameter: side - stroke.width, fill: nil, stroke: stroke, state: &state)
        if button.buttonType == .contactAdd {
            drawing.line("image-stroke", from: CGPoint(x: center.x - arm, y: center.y),
                         to: CGPoint(x: center.x + arm, y: center.y), stroke: stroke, state: &state)
            drawing.line("image-stroke", from: CGPoint(x: center.x, y: center.y - arm),
                         to: CGPoint(x: center.x, y: center.y + arm), stroke: stroke, state: &state)
        } else {
            drawing.line("image-stroke", from: CGPoint(x: center.x, y: center.y - arm * 0.2),
                         to: CGPoint(x: center.x, y: center.y + arm), stroke: stroke, state: &state)
            drawing.circle("image-dot", center: CGPoint(x: center.x, y: center.y - arm * 0.75),
                           diameter: stroke.width * 1.5, fill: color, state: &state)
        }
    }
}
