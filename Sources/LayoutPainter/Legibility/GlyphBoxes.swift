import Foundation
import LayoutScene

/// Where the drawing's own text is: one box per line of a label's text or a control's text (button titles,
/// text-field text and placeholders, segment titles, stepper and cell text all carry the class `label` or
/// `control-text`), from the baseline up by ``ascent`` and down by ``descent`` of the font's size, clipped to the
/// text's clip. Guides must keep off these boxes.
///
/// The two proportions are estimates (no font metrics reach the display list): SF Pro and Inter put capitals and
/// ascenders at about 0.75–0.8 em above the baseline and descenders about 0.2 em below it.
///
/// ```swift
/// let boxes = GlyphBoxes(list).boxes
/// print(boxes.count) // one per drawn line of label and control text
/// ```
public struct GlyphBoxes: Sendable {
    /// How far above the baseline a line's glyphs reach, in ems (an estimate; see above).
    public static let ascent: CGFloat = 0.8
    /// How far below the baseline a line's glyphs reach, in ems (an estimate; see above).
    public static let descent: CGFloat = 0.2
    /// The classes of text items that are the drawing's text.
    public static let textClasses: Set<String> = ["label", "control-text"]

    /// The boxes, in drawing order.
    ///
    /// ```swift
    /// GlyphBoxes(list).boxes.first // CGRect(x: 16, y: 19.4, width: 42, height: 17)
    /// ```
    public let boxes: [CGRect]

    /// The glyph boxes of every label and control text item in `list`.
    ///
    /// ```swift
    /// let boxes = GlyphBoxes(list)
    /// ```
    public init(_ list: DisplayList) {
        self.init(items: list.items)
    }

    /// The glyph boxes of the label and control text among `items` and inside their groups; a transformed group's
    /// boxes are the bounding boxes of their turned, scaled or moved corners, where the text is drawn.
    ///
    /// ```swift
    /// let boxes = GlyphBoxes(items: [.group(cardGroup)])
    /// ```
    public init(items: [DisplayItem]) {
        boxes = items.flatMap { item -> [CGRect] in
            switch item {
            case .group(let group):
                GlyphBoxes(items: group.items).boxes.map { box in group.transform.map { box.transformed(by: $0) } ?? box }
            case .text(let text) where !Self.textClasses.isDisjoint(with: text.classes): Self.boxes(of: text)
            default: []
            }
        }
    }

    /// The boxes of one text item's lines.
    static func boxes(of text: DisplayText) -> [CGRect] {
        let size = text.font.pointSize
        return text.lines.compactMap { line in
            guard line.width > 0, !line.text.allSatisfy(\.isWhitespace) else { return nil }
            var box = CGRect(x: line.origin.x, y: line.origin.y - ascent * size, width: line.width,
                             height: (ascent + descent) * size)
            if let clip = text.clip { box = box.finiteIntersection(clip) }
            return box.isNull || box.isEmpty || !box.origin.x.isFinite ? nil : box
        }
    }
}

private extension CGRect {
    /// The bounding box of the rectangle's four corners mapped through `transform`.
    func transformed(by transform: ViewTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
                       CGPoint(x: maxX, y: maxY)].map { transform.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
