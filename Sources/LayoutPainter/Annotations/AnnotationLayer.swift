import Foundation
import LayoutScene

/// Draws ``Annotation``s over a painted picture: each rectangle outlined in its colour (dashed when flagged) with its
/// number in a marker at its top-left corner, and a legend to the right of the picture, one entry per annotation:
/// the marker, then its lines wrapped to ``legendWidth`` (annotations that share a number — one finding on several
/// views — have one entry, the first one's). The picture widens for the legend and grows taller when the
/// legend needs more room. Markers of annotations that share a corner sit side by side.
///
/// ```swift
/// let list = Painter().paint(canvas, result: result, measuring: measurer)
/// let marked = AnnotationLayer().annotate(list, with: annotations, measuring: measurer)
/// ```
public struct AnnotationLayer: Sendable {
    /// The legend's text.
    public static let font = Font.systemFont(ofSize: 11)
    /// The markers' numbers.
    public static let markerFont = Font.systemFont(ofSize: 10, weight: .semibold)
    /// The widest a legend line is before it wraps.
    public static let legendWidth: CGFloat = 300
    static let margin: CGFloat = 12
    static let rowGap: CGFloat = 6

    /// The padding the painter put around the canvas (``PaintOptions/padding``).
    public var padding: CGFloat
    /// The legend's colours.
    public var theme: Theme

    /// A layer for pictures painted with `padding` in `theme`.
    ///
    /// ```swift
    /// let layer = AnnotationLayer(padding: 16, theme: .dark)
    /// ```
    public init(padding: CGFloat = PaintOptions().padding, theme: Theme = .light) {
        self.padding = padding
        self.theme = theme
    }

    /// `list` with the annotations drawn over it and their legend beside it (`list` itself when there are none).
    ///
    /// ```swift
    /// let marked = AnnotationLayer().annotate(list, with: [mark], measuring: MonospacedTextMeasurer())
    /// ```
    public func annotate(_ list: DisplayList, with annotations: [Annotation],
                         measuring measurer: any TextMeasuring) -> DisplayList {
        guard !annotations.isEmpty else { return list }
        let bounds = CGRect(origin: .zero, size: list.size)
        var outlines: [DisplayItem] = []
        var markers: [DisplayItem] = []
        var corners: [CGPoint: CGFloat] = [:]
        for (index, annotation) in annotations.enumerated() {
            guard let rect = UsableRect(annotation.frame.offsetBy(dx: padding, dy: padding)).rect else { continue }
            let id = "annotation-\(index + 1)"
            let dash: [CGFloat] = annotation.isFlagged ? [4, 3] : []
            outlines.append(.shape(DisplayShape(id: "\(id)-outline", classes: ["annotation-outline"],
                                                rect: rect.insetBy(dx: -1, dy: -1), cornerRadius: 2,
                                                fill: annotation.color.withAlphaComponent(0.08),
                                                stroke: DisplayStroke(color: annotation.color, width: 2, dash: dash))))
            let size = markerSize(annotation.number, measurer)
            let corner = CGPoint(x: rect.minX - 1, y: rect.minY - 1)
            let shift = corners[corner, default: 0]
            corners[corner] = shift + size.width + 2
            let origin = CGPoint(x: min(max(corner.x + shift, 0), max(bounds.width - size.width, 0)),
                                 y: min(max(corner.y - size.height / 2, 0), max(bounds.height - size.height, 0)))
            markers += marker(annotation, in: CGRect(origin: origin, size: size), id: id, measurer: measurer)
        }
        let legend = legend(annotations, beside: list.size, measurer: measurer)
        var marked = list
        marked.items.append(.group(DisplayGroup(id: "annotations", classes: ["annotations"], opacity: 1, clip: nil,
                                                items: outlines + markers + legend.items)))
        marked.size = legend.size
        return marked
    }

    private func markerSize(_ number: Int, _ measurer: any TextMeasuring) -> CGSize {
        let text = measure(String(number), font: Self.markerFont, measurer)
        let height = text.size.height + 2
        return CGSize(width: max(height, text.size.width + 6), height: height)
    }

    private func marker(_ annotation: Annotation, in rect: CGRect, id: String,
                        measurer: any TextMeasuring) -> [DisplayItem] {
        let text = measure(String(annotation.number), font: Self.markerFont, measurer)
        let line = DisplayTextLine(text: String(annotation.number),
                                   origin: CGPoint(x: rect.midX - text.size.width / 2, y: rect.minY + 1 + text.firstBaseline),
                                   width: text.size.width)
        return [
            .shape(DisplayShape(id: "\(id)-marker", classes: ["annotation-marker"], rect: rect,
                                cornerRadius: rect.height / 2, fill: annotation.color,
                                stroke: DisplayStroke(color: .white, width: 1))),
            .text(DisplayText(id: "\(id)-number", classes: ["annotation-number"], font: Self.markerFont, color: .white,
                              clip: nil, lines: [line])),
        ]
    }

    /// The legend's items and the picture's new size.
    private func legend(_ annotations: [Annotation], beside size: CGSize,
                        measurer: any TextMeasuring) -> (items: [DisplayItem], size: CGSize) {
        var items: [DisplayItem] = []
        var y = Self.margin + padding
        var right = size.width
        let left = size.width + Self.margin
        var listed: Set<Int> = []
        for annotation in annotations where listed.insert(annotation.number).inserted {
            let id = "legend-\(annotation.number)"
            let markerSize = markerSize(annotation.number, measurer)
            items += marker(annotation, in: CGRect(origin: CGPoint(x: left, y: y), size: markerSize), id: id,
                            measurer: measurer)
            let textLeft = left + markerSize.width + 6
            var textTop = y
            for (index, text) in annotation.lines.enumerated() {
                let metrics = measurer.measure(TextMeasureRequest(text: text, font: Self.font, maxWidth: Self.legendWidth,
                                                                  numberOfLines: 0, lineBreakMode: .byWordWrapping))
                let lines = metrics.lines.isEmpty
                    ? [TextLine(text: text, width: finite(metrics.size.width), baseline: finite(metrics.firstBaseline))]
                    : metrics.lines
                let color: Color = index == 0 ? (annotation.isFlagged ? Color(hex: 0xD70015) : theme.tagFill)
                    : theme.tagFill.withAlphaComponent(0.7)
                items.append(.text(DisplayText(
                    id: "\(id)-line-\(index + 1)", classes: ["legend-text"], font: Self.font, color: color, clip: nil,
                    lines: lines.map { line in
                        DisplayTextLine(text: line.text, origin: CGPoint(x: textLeft, y: textTop + line.baseline),
                                        width: line.width)
                    })))
                right = max(right, textLeft + (lines.map(\.width).max() ?? 0) + Self.margin)
                textTop += finite(metrics.size.height)
            }
            y = max(y + markerSize.height, textTop) + Self.rowGap
        }
        return (items, CGSize(width: right, height: max(size.height, y + Self.margin)))
    }

    private func measure(_ text: String, font: Font, _ measurer: any TextMeasuring) -> TextMetrics {
        var metrics = measurer.measure(TextMeasureRequest(text: text, font: font, maxWidth: nil, numberOfLines: 1,
                                                          lineBreakMode: .byClipping))
        metrics.size = CGSize(width: finite(metrics.size.width), height: finite(metrics.size.height))
        metrics.firstBaseline = finite(metrics.firstBaseline)
        return metrics
    }

    private func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, min(value, 10_000)) : 0 }
}
