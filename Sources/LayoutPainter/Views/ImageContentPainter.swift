import Foundation
import LayoutScene

/// An image's picture, in an image view or a button: a PNG bitmap (a template in the tint colour); a system symbol
/// as its stand-in (``SymbolPlaceholderPainter``); a missing asset — or a JPEG, which layoutviz does not decode — as
/// a grey crossed box with the asset's name; an image drawn in code as its solid fills (``ImageDrawing``).
struct ImageContentPainter {
    /// The crossed box's caption size.
    static let captionFont = Font.systemFont(ofSize: 10)
    /// The grey of crossed boxes, readable on light and dark backgrounds.
    static let placeholderGrey = Color(hex: 0x8E8E93)

    let measurer: any TextMeasuring

    /// The items drawing `imageView`'s image inside `rect` (its frame on the canvas), placed by its content mode;
    /// empty without an image.
    func items(for imageView: ImageView, rect: CGRect, key: String, state: inout PaintState) -> [DisplayItem] {
        guard let image = imageView.image else { return [] }
        let tint = image.tintColor
            ?? (image.renderingMode == .alwaysTemplate || image.isSymbol ? imageView.tintColor : nil)
        return items(for: image, drawnIn: imageView.contentMode.rect(for: image.size, in: rect), box: rect, tint: tint,
                     id: { "\($0)-\(key)" }, state: &state)
    }

    /// The items drawing `image` in `drawn` — in `tint` when given (symbols without one in the label colour) — with a
    /// missing or undecodable image crossed out over `box`. `id` turns a kind (`image`, `symbol`, `missing-image`)
    /// into the item's id (claimed here, so it stays unique).
    func items(for image: Image, drawnIn drawn: CGRect, box: CGRect, tint: Color?, id: (String) -> String,
               state: inout PaintState) -> [DisplayItem] {
        switch image.content {
        case .bitmap(let bitmap) where bitmap.format == .png:
            return [.image(DisplayImage(id: state.claim(id("image")), classes: ["image"], rect: drawn, bitmap: bitmap,
                                        tint: tint))]
        case .bitmap(let bitmap):
            state.warnings.append(PaintWarning(kind: .imageNotDecoded, message: "image '\(image.name)' is a JPEG "
                + "(\(bitmap.path)), which layoutviz does not decode; drawn as a placeholder"))
            return crossedBox(caption: image.name, in: box, id: state.claim(id("missing-image")))
        case .systemSymbol(let name):
            return SymbolPlaceholderPainter(measurer: measurer)
                .items(symbol: name, in: drawn, color: tint ?? .label, id: state.claim(id("symbol")))
        case .missing(let name):
            return crossedBox(caption: name, in: box, id: state.claim(id("missing-image")))
        case .empty:
            return []
        case .drawn(let drawing):
            let fills = drawing.fills(in: drawn)
            return fills.indices.map { index in
                let color = fills[index].color
                // a tint keeps the fill's alpha, as UIKit uses a template image's alpha as the mask
                let fill = tint.map { $0.withAlphaComponent($0.alpha * color.alpha) } ?? color
                return .shape(DisplayShape(id: state.claim(id(index == 0 ? "drawn-image" : "drawn-image-\(index)")),
                                           classes: ["image", "drawn-image"], rect: fills[index].rect, cornerRadius: 0,
                                           fill: fill, stroke: nil))
            }
        }
    }

    /// The items drawing `image` stretched over `rect` as a view's background (a button's, a navigation bar's): in
    /// its own colours unless made with a tint colour, or a template or a symbol (then in `tint`); ids
    /// `<prefix>-background-<kind>`.
    func backgroundItems(for image: Image, in rect: CGRect, tint: Color, prefix: String,
                         state: inout PaintState) -> [DisplayItem] {
        let drawnTint = image.tintColor ?? (image.renderingMode == .alwaysTemplate || image.isSymbol ? tint : nil)
        return items(for: image, drawnIn: rect, box: rect, tint: drawnTint, id: { "\(prefix)-background-\($0)" },
                     state: &state)
    }

    private func crossedBox(caption text: String, in rect: CGRect, id: String) -> [DisplayItem] {
        let stroke = DisplayStroke(color: Self.placeholderGrey, width: 1)
        let box = rect.insetBy(dx: 0.5, dy: 0.5)
        guard box.width > 0, box.height > 0 else { return [] }
        return [
            .shape(DisplayShape(id: id, classes: ["image-placeholder", "missing-image"], rect: box, cornerRadius: 0,
                                fill: Self.placeholderGrey.withAlphaComponent(0.08), stroke: stroke)),
            .line(DisplayLine(id: "\(id)-cross-1", classes: ["image-placeholder"], from: CGPoint(x: box.minX, y: box.minY),
                              to: CGPoint(x: box.maxX, y: box.maxY), stroke: stroke, capLength: 0)),
            .line(DisplayLine(id: "\(id)-cross-2", classes: ["image-placeholder"], from: CGPoint(x: box.maxX, y: box.minY),
                              to: CGPoint(x: box.minX, y: box.maxY), stroke: stroke, capLength: 0)),
        ] + caption(text, in: rect, id: "\(id)-name")
    }

    /// One line of small text centred in `rect`, clipped to it; nothing when the rectangle is too short for it.
    private func caption(_ text: String, in rect: CGRect, id: String) -> [DisplayItem] {
        let metrics = measurer.measure(TextMeasureRequest(text: text, font: Self.captionFont, maxWidth: nil,
                                                          numberOfLines: 1, lineBreakMode: .byClipping))
        guard !text.isEmpty, rect.height >= metrics.size.height, metrics.size.width.isFinite else { return [] }
        let origin = CGPoint(x: rect.midX - metrics.size.width / 2,
                             y: rect.midY - metrics.size.height / 2 + metrics.firstBaseline)
        return [.text(DisplayText(id: id, classes: ["image-placeholder-name"], font: Self.captionFont,
                                  color: Self.placeholderGrey, clip: rect,
                                  lines: [DisplayTextLine(text: text, origin: origin, width: metrics.size.width)]))]
    }
}
