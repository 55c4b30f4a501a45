import Foundation
import LayoutScene

/// The legend of numbered callouts, to the right of the picture: one row per callout, its marker and the
/// constraint's source line and SnapKit equation (`2  settings.swiftlay:41  UILabel:title.top == UIView:row.top`),
/// in the name tags' colour (which reads on the background). The picture widens to hold it, and grows taller
/// when the rows need more room than it has.
struct CalloutLegend {
    /// The legend's text.
    static let font = Font.systemFont(ofSize: 11)
    /// The space between the picture and the legend, around the legend, and between a marker and its text.
    static let margin: CGFloat = 8
    /// The space between rows.
    static let rowGap: CGFloat = 4
    let context: PaintContext

    /// The legend's items and the picture's new size (`size` itself when there are no callouts).
    func paint(_ callouts: [Callout], beside size: CGSize,
               state: inout PaintState) -> (items: [DisplayItem], size: CGSize) {
        guard !callouts.isEmpty else { return ([], size) }
        let maker = context.badgeMaker
        var items: [DisplayItem] = []
        var y = Self.margin + context.geometry.padding
        var right = size.width
        for callout in callouts {
            let markerSize = callout.markerSize(maker)
            let text = context.badgeMaker.measurer.measure(TextMeasureRequest(
                text: callout.legendText, font: Self.font, maxWidth: nil, numberOfLines: 1,
                lineBreakMode: .byClipping))
            let width = text.size.width.isFinite ? max(0, text.size.width) : 0
            let rowHeight = max(markerSize.height, text.size.height.isFinite ? text.size.height : markerSize.height)
            let marker = CGRect(x: size.width + Self.margin, y: y + (rowHeight - markerSize.height) / 2,
                                width: markerSize.width, height: markerSize.height)
            let id = state.claim("legend-\(callout.number)")
            items += callout.marker(in: marker, ids: (id, state.claim("\(id)-number")), maker: maker,
                                    textColor: context.theme.badgeText)
            let textTop = y + (rowHeight - text.size.height) / 2
            let line = DisplayTextLine(text: callout.legendText,
                                       origin: CGPoint(x: marker.maxX + Self.margin, y: textTop + text.firstBaseline),
                                       width: width)
            items.append(.text(DisplayText(id: state.claim("\(id)-text"), classes: ["legend-text"], font: Self.font,
                                           color: context.theme.tagFill, clip: nil, lines: [line])))
            right = max(right, line.origin.x + width + Self.margin)
            y += rowHeight + Self.rowGap
        }
        return (items, CGSize(width: right, height: max(size.height, y - Self.rowGap + Self.margin)))
    }
}
