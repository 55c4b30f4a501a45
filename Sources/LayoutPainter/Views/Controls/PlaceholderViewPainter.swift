import Foundation
import LayoutScene

/// An instance of a class the scene's files do not declare (``LayoutScene/PlaceholderView``): a grey outlined box
/// hatched with diagonal lines every ``hatchSpacing`` points and captioned with the class's name, centred, as Interface
/// Builder draws a custom class it cannot load. The caption is left out where it does not fit.
///
/// ```swift
/// PlaceholderViewPainter(view: header, rect: CGRect(x: 0, y: 0, width: 300, height: 80), measurer: measurer)
///     .draw(into: &drawing, state: &state)   // hatched box + "ProfileHeaderView"
/// ```
struct PlaceholderViewPainter {
    /// The caption's size.
    static let captionFont = PlaceholderView.captionFont
    /// The distance between hatch lines, along each side.
    static let hatchSpacing: CGFloat = 12

    let view: PlaceholderView
    let rect: CGRect
    let measurer: any TextMeasuring

    func draw(into drawing: inout ControlDrawing, state: inout PaintState) {
        let grey = ImageContentPainter.placeholderGrey
        let box = rect.insetBy(dx: 0.5, dy: 0.5)
        guard box.width > 0, box.height > 0 else { return }
        drawing.shape("box", box, fill: grey.withAlphaComponent(0.06), stroke: DisplayStroke(color: grey, width: 1),
                      state: &state)
        for (index, segment) in Self.hatch(in: box).enumerated() {
            drawing.line("hatch-\(index)", from: segment.from, to: segment.to,
                         stroke: DisplayStroke(color: grey.withAlphaComponent(0.35), width: 0.5), state: &state)
        }
        let width = rect.width - 8
        guard width > 0 else { return }
        let metrics = measurer.measure(TextMeasureRequest(text: view.className, font: Self.captionFont, maxWidth: width,
                                                          numberOfLines: 1, lineBreakMode: .byTruncatingTail))
        guard metrics.size.height <= rect.height - 4 else { return }
        drawing.shape("caption-plate", CGRect(x: rect.midX - metrics.size.width / 2 - 3,
                                              y: rect.midY - metrics.size.height / 2 - 1,
                                              width: metrics.size.width + 6, height: metrics.size.height + 2),
                      fill: .systemBackground, state: &state)
        drawing.text("caption", metrics, fallback: view.className, font: Self.captionFont, color: grey, in: rect,
                     clip: rect, state: &state)
    }

    /// The hatch: lines running down-left at 45° through `box`, clipped to it.
    static func hatch(in box: CGRect) -> [(from: CGPoint, to: CGPoint)] {
        var segments: [(from: CGPoint, to: CGPoint)] = []
        var offset = hatchSpacing
        while offset < box.width + box.height {
            // the line x + y = offset (in box coordinates), clipped to the box
            let start = CGPoint(x: min(offset, box.width), y: offset - min(offset, box.width))
            let end = CGPoint(x: offset - min(offset, box.height), y: min(offset, box.height))
            segments.append((CGPoint(x: box.minX + start.x, y: box.minY + start.y),
                             CGPoint(x: box.minX + end.x, y: box.minY + end.y)))
            offset += hatchSpacing
        }
        return segments
    }
}
