import Foundation
import LayoutScene

/// Small text pills (guide badges, ambiguity notes, name tags): the text measured with the injected measurer in a
/// 10 pt medium system font, padded 3 pt left and right and 1 pt above and below, outlined in the picture's
/// background colour so that they stand out on views of their own colour.
struct BadgeMaker {
    static let font = Font.systemFont(ofSize: 10, weight: .medium)
    static let horizontalPadding: CGFloat = 3
    static let verticalPadding: CGFloat = 1
    let measurer: any TextMeasuring
    /// The outline colour: the picture's background.
    let halo: Color

    /// The measured text of a badge.
    struct Measured {
        let text: String
        let textWidth: CGFloat
        let baseline: CGFloat
        let size: CGSize
    }

    /// Measures `text`; numbers a measurer gets wrong (not finite, negative) are replaced by the font's rough ones.
    func measure(_ text: String) -> Measured {
        let metrics = measurer.measure(TextMeasureRequest(text: text, font: Self.font, maxWidth: nil, numberOfLines: 1,
                                                          lineBreakMode: .byClipping))
        let em = Self.font.pointSize
        let width = Self.usable(metrics.size.width, otherwise: 0)
        let height = Self.usable(metrics.size.height, otherwise: 1.2 * em)
        let baseline = Self.usable(metrics.firstBaseline, otherwise: 0.9 * em)
        return Measured(text: text, textWidth: width, baseline: baseline,
                        size: CGSize(width: width + 2 * Self.horizontalPadding,
                                     height: height + 2 * Self.verticalPadding))
    }

    /// The pill and its text at `rect`, of ``measure(_:)``'s size.
    func items(_ measured: Measured, in rect: CGRect, ids: (pill: String, text: String),
               classes: (pill: [String], text: [String]), fill: Color, textColor: Color,
               cornerRadius: CGFloat) -> [DisplayItem] {
        let pill = DisplayShape(id: ids.pill, classes: classes.pill, rect: rect, cornerRadius: cornerRadius, fill: fill,
                                stroke: DisplayStroke(color: halo, width: 1))
        let origin = CGPoint(x: rect.minX + Self.horizontalPadding,
                             y: rect.minY + Self.verticalPadding + measured.baseline)
        let line = DisplayTextLine(text: measured.text, origin: origin, width: measured.textWidth)
        let text = DisplayText(id: ids.text, classes: classes.text, font: Self.font,
                               color: textColor, clip: nil, lines: [line])
        return [.shape(pill), .text(text)]
    }

    private static func usable(_ value: CGFloat, otherwise fallback: CGFloat) -> CGFloat {
        value.isFinite && value >= 0 ? min(value, PaintLimits.maximumCoordinate) : fallback
    }
}
