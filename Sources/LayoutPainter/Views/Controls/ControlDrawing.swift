import Foundation
import LayoutScene

/// Collects the parts of one control's look as display items: ids `<view id>-<part>`, classes `<kind>-<part>`
/// (text also `control-text`, so every glyph box of control text can be found as label text is).
struct ControlDrawing {
    /// The control's kind as a class prefix, e.g. `switch`.
    let kind: String
    /// The view group's id.
    let prefix: String
    private(set) var items: [DisplayItem] = []

    init(kind: String, prefix: String) {
        self.kind = kind
        self.prefix = prefix
    }

    /// A filled and/or outlined (rounded) rectangle; nothing for a rectangle that is not finite.
    mutating func shape(_ part: String, _ rect: CGRect, cornerRadius: CGFloat = 0, fill: Color?,
                        stroke: DisplayStroke? = nil, state: inout PaintState) {
        guard Self.isFinite(rect), fill != nil || stroke != nil else { return }
        let radius = cornerRadius.isFinite ? min(max(0, cornerRadius), min(rect.width, rect.height) / 2) : 0
        items.append(.shape(DisplayShape(id: state.claim("\(prefix)-\(part)"), classes: ["\(kind)-\(part)"],
                                         rect: rect, cornerRadius: radius, fill: fill, stroke: stroke)))
    }

    /// A circle of `diameter` centred on `center`.
    mutating func circle(_ part: String, center: CGPoint, diameter: CGFloat, fill: Color?,
                         stroke: DisplayStroke? = nil, state: inout PaintState) {
        let rect = CGRect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
        shape(part, rect, cornerRadius: diameter / 2, fill: fill, stroke: stroke, state: &state)
    }

    /// Items drawn by another painter (an image's), as they are.
    mutating func append(_ drawn: [DisplayItem]) {
        items += drawn
    }

    /// A straight stroke.
    mutating func line(_ part: String, from: CGPoint, to: CGPoint, stroke: DisplayStroke, state: inout PaintState) {
        guard from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return }
        items.append(.line(DisplayLine(id: state.claim("\(prefix)-\(part)"), classes: ["\(kind)-\(part)"], from: from,
                                       to: to, stroke: stroke, capLength: 0)))
    }

    /// Text laid out as `metrics` says, the block vertically centred in `rect`, each line placed by `alignment`
    /// (`.natural` follows `direction`), clipped to `clip`. Nothing for empty metrics.
    mutating func text(_ part: String, _ metrics: TextMetrics, fallback: String, font: Font, color: Color,
                       in rect: CGRect, alignment: TextAlignment = .center, direction: LayoutDirection = .leftToRight,
                       clip: CGRect?, state: inout PaintState) {
        guard metrics.lineCount > 0 || !metrics.lines.isEmpty, Self.isFinite(rect) else { return }
        let top = rect.minY + (rect.height - metrics.size.height) / 2
        let shown = metrics.lines.isEmpty
            ? [TextLine(text: fallback, width: metrics.size.width, baseline: metrics.firstBaseline)] : metrics.lines
        let lines = shown.compactMap { line -> DisplayTextLine? in
            let x: CGFloat = switch alignment {
            case .left, .justified: rect.minX
            case .right: rect.maxX - line.width
            case .center: rect.midX - line.width / 2
            case .natural: direction == .rightToLeft ? rect.maxX - line.width : rect.minX
            }
            let origin = CGPoint(x: x, y: top + line.baseline)
            guard origin.x.isFinite, origin.y.isFinite, line.width.isFinite else { return nil }
            return DisplayTextLine(text: String(line.text.prefix(PaintLimits.maximumLabelCharacters)), origin: origin,
                                   width: line.width, runs: line.runs)
        }
        guard !lines.isEmpty else { return }
        items.append(.text(DisplayText(id: state.claim("\(prefix)-\(part)"), classes: ["control-text", "\(kind)-\(part)"],
                                       font: font, color: color, clip: clip, lines: lines)))
    }

    private static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
