import Foundation
import LayoutScene

/// A guide that could not be drawn under the legibility rules (its badge or its stroke would cover text or another
/// badge): a numbered marker near where it belongs, and the same number in the legend beside the picture with the
/// constraint's SnapKit description and source line.
struct Callout {
    /// 1, 2, … in the order guides are drawn.
    let number: Int
    let constraint: LayoutConstraint
    /// How many siblings' identical constraints the guide stands for.
    let repeats: Int
    /// The guide's colour, which the marker is filled with.
    let color: Color
    let stateClass: String

    /// The marker's size: a circle (a pill for numbers too wide for one) around the number in badge text.
    func markerSize(_ maker: BadgeMaker) -> CGSize {
        let size = maker.measure(String(number)).size
        return CGSize(width: max(size.width, size.height), height: size.height)
    }

    /// The marker's pill (class `callout`) and its number (class `callout-text`) at `rect`.
    func marker(in rect: CGRect, ids: (pill: String, text: String), maker: BadgeMaker,
                textColor: Color) -> [DisplayItem] {
        let measured = maker.measure(String(number))
        let pill = DisplayShape(id: ids.pill, classes: ["callout", stateClass], rect: rect, cornerRadius: rect.height / 2,
                                fill: color, stroke: DisplayStroke(color: maker.halo, width: 1))
        let origin = CGPoint(x: rect.midX - measured.textWidth / 2,
                             y: rect.minY + BadgeMaker.verticalPadding + measured.baseline)
        let text = DisplayText(id: ids.text, classes: ["callout-text", stateClass], font: BadgeMaker.font,
                               color: textColor, clip: nil,
                               lines: [DisplayTextLine(text: measured.text, origin: origin, width: measured.textWidth)])
        return [.shape(pill), .text(text)]
    }

    /// The legend's line: `file:line  UILabel:title.top == UIView:row.top + 8.0` (`×6` after it for repeats).
    var legendText: String {
        let location = constraint.location.map { "\($0.fileName):\($0.line)  " } ?? ""
        return location + constraint.equation + (repeats > 1 ? "  ×\(repeats)" : "")
    }
}
