import Foundation
import LayoutScene

/// An image view's picture: a PNG bitmap placed by the view's content mode (a template in the tint colour); a system
/// symbol as a tinted rounded box labelled with the symbol's name, placed the same way; a missing asset — or a JPEG,
/// which layoutviz does not decode — as a grey crossed box over the whole view with the asset's name.
struct ImageContentPainter {
    /// The placeholders' caption size.
    static let captionFont = Font.systemFont(ofSize: 10)
    /// The grey of crossed boxes, readable on light and dark backgrounds.
    static let placeholderGrey = Color(hex: 0x8E8E93)

    let measurer: any TextMeasuring

    /// The items drawing `imageView`'s image inside `rect` (its frame on the canvas); empty without an image.
    func items(for imageView: ImageView, rect: CGRect, key: String, state: inout PaintState) -> [DisplayItem] {
        guard let image = imageView.image else { return [] }
        let drawn = imageView.contentMode.rect(for: image.size, in: rect)
        let tint = image.renderingMode == .alwaysTemplate ? imageView.tintColor : nil
        switch image.content {
        case .bitmap(let bitmap) where bitmap.format == .png:
            return [.image(DisplayImage(id: state.claim("image-\(key)"), classes: ["image"], rect: drawn,
                                        bitmap: bitmap, tint: tint))]
        case .bitmap(let bitmap):
            state.warnings.append(PaintWarning(kind: .imageNotDecoded, message: "image '\(image.name)' is a JPEG "
                + "(\(bitmap.path)), which layoutviz does not decode; drawn as a placeholder"))
            return crossedBox(caption: image.name, in: rect, key: key, state: &state)
        case .systemSymbol(let name):
            return symbol(name, in: drawn, tint: imageView.tintColor, key: key, state: &state)
        case .missing(let name):
            return crossedBox(caption: name, in: rect, key: key, state: &state)
        }
    }

    private func symbol(_ name: String, in rect: CGRect, tint: Color, key: String,
                        state: inout PaintState) -> [DisplayItem] {
        let radius = min(rect.width, rect.height) / 4
        return [.shape(DisplayShape(id: state.claim("symbol-\(key)"), classes: ["image-placeholder", "symbol"],
                                    rect: rect, cornerRadius: radius, fill: tint.withAlphaComponent(0.15),
                                    stroke: DisplayStroke(color: tint, width: 1)))]
            + caption(name, in: rect, color: tint, id: state.claim("symbol-\(key)-name"))
    }

    private func crossedBox(caption text: String, in rect: CGRect, key: String,
                            state: inout PaintState) -> [DisplayItem] {
        let stroke = DisplayStroke(color: Self.placeholderGrey, width: 1)
        let box = rect.insetBy(dx: 0.5, dy: 0.5)
        guard box.width > 0, box.height > 0 else { return [] }
        let id = state.claim("missing-image-\(key)")
        return [
            .shape(DisplayShape(id: id, classes: ["image-placeholder", "missing-image"], rect: box, cornerRadius: 0,
                                fill: Self.placeholderGrey.withAlphaComponent(0.08), stroke: stroke)),
            .line(DisplayLine(id: "\(id)-cross-1", classes: ["image-placeholder"], from: CGPoint(x: box.minX, y: box.minY),
                              to: CGPoint(x: box.maxX, y: box.maxY), stroke: stroke, capLength: 0)),
            .line(DisplayLine(id: "\(id)-cross-2", classes: ["image-placeholder"], from: CGPoint(x: box.maxX, y: box.minY),
                              to: CGPoint(x: box.minX, y: box.maxY), stroke: stroke, capLength: 0)),
        ] + caption(text, in: rect, color: Self.placeholderGrey, id: "\(id)-name")
    }

    /// One line of small text centred in `rect`, clipped to it; nothing when the rectangle is too short for it.
    private func caption(_ text: String, in rect: CGRect, color: Color, id: String) -> [DisplayItem] {
        let metrics = measurer.measure(TextMeasureRequest(text: text, font: Self.captionFont, maxWidth: nil,
                                                          numberOfLines: 1, lineBreakMode: .byClipping))
        guard !text.isEmpty, rect.height >= metrics.size.height, metrics.size.width.isFinite else { return [] }
        let origin = CGPoint(x: rect.midX - metrics.size.width / 2,
                             y: rect.midY - metrics.size.height / 2 + metrics.firstBaseline)
        return [.text(DisplayText(id: id, classes: ["image-placeholder-name"], font: Self.captionFont, color: color,
                                  clip: rect, lines: [DisplayTextLine(text: text, origin: origin,
                                                                      width: metrics.size.width)]))]
    }
}
