import Foundation
import LayoutScene

/// A system symbol's stand-in, as one group titled with the symbol's name (SVG `<title>`): a drawn glyph in the
/// colour for symbols layoutviz knows (``SymbolGlyph``); for others a tinted rounded box holding the name when the
/// whole name fits at the caption size, else a small diamond mark — never a cut-off fragment of the name.
///
/// ```swift
/// let items = SymbolPlaceholderPainter(measurer: measurer)
///     .items(symbol: "play.fill", in: CGRect(x: 0, y: 0, width: 20, height: 20), color: .systemBlue,
///            id: "symbol-play")
/// ```
struct SymbolPlaceholderPainter {
    /// The caption size of a symbol's name.
    static let captionFont = Font.systemFont(ofSize: 10)
    /// Space kept between the name and the box's sides.
    static let captionMargin: CGFloat = 2

    let measurer: any TextMeasuring

    /// The group drawing `symbol` in `rect` in `color`, with id `id`; empty for an empty rectangle.
    func items(symbol name: String, in rect: CGRect, color: Color, id: String) -> [DisplayItem] {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return [] }
        let items: [DisplayItem]
        if let glyph = SymbolGlyph(symbolName: name) {
            items = glyphItems(glyph, in: Self.square(in: rect), color: color, id: id)
        } else {
            items = boxItems(name, in: rect, color: color, id: id)
        }
        return [.group(DisplayGroup(id: id, classes: ["image-placeholder", "symbol"], opacity: 1, clip: nil,
                                    items: items, title: name))]
    }

    /// The largest square centred in `rect`.
    private static func square(in rect: CGRect) -> CGRect {
        let side = min(rect.width, rect.height)
        return CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    private func glyphItems(_ glyph: SymbolGlyph, in square: CGRect, color: Color, id: String) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var markArea = square
        var markColor = color
        let stroke = DisplayStroke(color: color, width: max(1, square.width * 0.09))
        if glyph.isCircled {
            let ring = square.insetBy(dx: square.width * 0.04, dy: square.width * 0.04)
            items.append(.shape(DisplayShape(id: "\(id)-ring", classes: ["symbol-glyph"], rect: ring,
                                             cornerRadius: ring.width / 2, fill: glyph.isFilled ? color : nil,
                                             stroke: glyph.isFilled ? nil : stroke)))
            markArea = square.insetBy(dx: square.width * 0.26, dy: square.width * 0.26)
            if glyph.isFilled { markColor = .systemBackground }
        }
        let markStroke = DisplayStroke(color: markColor, width: max(1, markArea.width * 0.09))
        for (index, mark) in glyph.marks.enumerated() {
            let markID = "\(id)-glyph-\(index)"
            let classes = ["symbol-glyph"]
            func place(_ point: CGPoint) -> CGPoint {
                CGPoint(x: markArea.minX + point.x * markArea.width, y: markArea.minY + point.y * markArea.height)
            }
            func circle(_ centre: CGPoint, _ diameter: CGFloat) -> CGRect {
                let side = diameter * markArea.width
                let middle = place(centre)
                return CGRect(x: middle.x - side / 2, y: middle.y - side / 2, width: side, height: side)
            }
            switch mark {
            case .shape(let points):
                let solid = glyph.isFilled || glyph.isCircled
                items.append(.polygon(DisplayPolygon(id: markID, classes: classes, points: points.map(place),
                                                     fill: solid ? markColor : nil, stroke: solid ? nil : markStroke)))
            case .stroke(let points):
                items.append(.polygon(DisplayPolygon(id: markID, classes: classes, points: points.map(place), fill: nil,
                                                     stroke: markStroke, isClosed: false)))
            case .ring(let centre, let diameter):
                let box = circle(centre, diameter)
                let solid = glyph.isFilled && !glyph.isCircled
                items.append(.shape(DisplayShape(id: markID, classes: classes, rect: box, cornerRadius: box.width / 2,
                                                 fill: solid ? markColor : nil, stroke: solid ? nil : markStroke)))
            case .dot(let centre, let diameter):
                let box = circle(centre, diameter)
                items.append(.shape(DisplayShape(id: markID, classes: classes, rect: box, cornerRadius: box.width / 2,
                                                 fill: markColor, stroke: nil)))
            }
        }
        return items
    }

    private func boxItems(_ name: String, in rect: CGRect, color: Color, id: String) -> [DisplayItem] {
        let radius = min(rect.width, rect.height) / 4
        let box = DisplayItem.shape(DisplayShape(id: "\(id)-box", classes: ["symbol-box"], rect: rect,
                                                 cornerRadius: radius, fill: color.withAlphaComponent(0.15),
                                                 stroke: DisplayStroke(color: color, width: 1)))
        let metrics = measurer.measure(TextMeasureRequest(text: name, font: Self.captionFont, maxWidth: nil,
                                                          numberOfLines: 1, lineBreakMode: .byClipping))
        let fits = !name.isEmpty && metrics.size.width.isFinite
            && metrics.size.width <= rect.width - 2 * Self.captionMargin && metrics.size.height <= rect.height
        guard fits else {
            let half = min(rect.width, rect.height) * 0.18
            let diamond = [CGPoint(x: rect.midX, y: rect.midY - half), CGPoint(x: rect.midX + half, y: rect.midY),
                           CGPoint(x: rect.midX, y: rect.midY + half), CGPoint(x: rect.midX - half, y: rect.midY)]
            return [box, .polygon(DisplayPolygon(id: "\(id)-mark", classes: ["symbol-mark"], points: diamond,
                                                 fill: color, stroke: nil))]
        }
        let origin = CGPoint(x: rect.midX - metrics.size.width / 2,
                             y: rect.midY - metrics.size.height / 2 + metrics.firstBaseline)
        return [box, .text(DisplayText(id: "\(id)-name", classes: ["image-placeholder-name"], font: Self.captionFont,
                                       color: color, clip: rect,
                                       lines: [DisplayTextLine(text: name, origin: origin, width: metrics.size.width)]))]
    }
}
