import Foundation
import LayoutScene

/// A label's text as drawn: the lines layout measured (``LayoutScene/Label/textMetrics``), the block vertically
/// centred in the frame as UILabel draws it, each line aligned by ``LayoutScene/Label/effectiveTextAlignment`` (`.natural` to
/// the leading edge, `.justified` to the left), clipped to the frame. Text past ``PaintLimits/maximumLabelCharacters``
/// is cut.
struct LabelText {
    let label: Label
    let name: String
    let rect: CGRect
    let measurer: any TextMeasuring

    /// The text, or `nil` when there is nothing to draw (or its metrics cannot be used; then with a warning).
    func text(id: String, warnings: inout [PaintWarning]) -> DisplayText? {
        guard let metrics = label.textMetrics, let text = label.text, !text.isEmpty else { return nil }
        guard let top = ItemBoxes.textTop(of: metrics, in: rect) else {
            warnings.append(PaintWarning(kind: .labelTextSkipped, message: "label '\(name)' has text metrics that are "
                                            + "not finite; text not drawn"))
            return nil
        }
        let shown = metrics.lines.isEmpty
            ? [TextLine(text: text, width: metrics.size.width, baseline: metrics.firstBaseline)] : metrics.lines
        let kept = cut(shown, warnings: &warnings)
        let lines = kept.compactMap { line -> DisplayTextLine? in
            let origin = CGPoint(x: x(forLineOfWidth: line.width), y: top + line.baseline)
            guard origin.x.isFinite, origin.y.isFinite, line.width.isFinite else { return nil }
            return DisplayTextLine(text: line.text, origin: origin, width: line.width, runs: line.runs)
        }
        if lines.count < kept.count {
            warnings.append(PaintWarning(kind: .labelTextSkipped,
                                         message: "label '\(name)' has lines with numbers that are not finite; "
                                            + "those lines are not drawn"))
        }
        return DisplayText(id: id, classes: ["label"], font: label.font, color: label.textColor, clip: rect,
                           lines: lines)
    }

    /// Where a line of `width` starts.
    private func x(forLineOfWidth width: CGFloat) -> CGFloat {
        switch label.effectiveTextAlignment {
        case .left, .justified: rect.minX
        case .right: rect.maxX - width
        case .center: rect.minX + (rect.width - width) / 2
        case .natural: label.effectiveUserInterfaceLayoutDirection == .rightToLeft ? rect.maxX - width : rect.minX
        }
    }

    /// The lines up to the character limit (a line break counts as a character); a cut line is measured again.
    private func cut(_ lines: [TextLine], warnings: inout [PaintWarning]) -> [TextLine] {
        let limit = PaintLimits.maximumLabelCharacters
        let total = lines.reduce(0) { $0 + $1.text.count } + max(0, lines.count - 1)
        guard total > limit else { return lines }
        var kept: [TextLine] = []
        var used = 0
        for line in lines where used < limit {
            let room = limit - used
            if line.text.count <= room {
                kept.append(line)
            } else {
                let text = String(line.text.prefix(room))
                kept.append(TextLine(text: text, width: width(of: text), baseline: line.baseline))
            }
            used += min(line.text.count, room) + 1
        }
        warnings.append(PaintWarning(kind: .labelTextCut,
                                     message: "label '\(name)': text of \(total) characters cut to \(limit)"))
        return kept
    }

    private func width(of text: String) -> CGFloat {
        measurer.measure(TextMeasureRequest(text: text, font: label.font, maxWidth: nil, numberOfLines: 1,
                                            lineBreakMode: .byClipping)).size.width
    }
}
