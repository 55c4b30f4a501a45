import Foundation
import LayoutScene

extension GuideMarks {
    /// How far alignment lines reach past the items they span.
    static let overhang: CGFloat = 4

    /// Two positions lined up along `axis`: a plain line across both items (plus ``overhang``) at the first item's
    /// coordinate; when the two coordinates differ, a second line at the second item's coordinate and a short I-bar
    /// between them labelled with the offset.
    mutating func addAlignment(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox, second: ItemBox,
                               state: inout PaintState) {
        let firstPosition = first.position(of: constraint.firstAttribute)
        let secondPosition = second.position(of: constraint.secondAttribute)
        let across = axis.perpendicular
        let spans = (first.span(along: across), second.span(along: across))
        let from = min(spans.0.lowerBound, spans.1.lowerBound) - Self.overhang
        let to = max(spans.0.upperBound, spans.1.upperBound) + Self.overhang
        let offset = abs(firstPosition - secondPosition) >= Self.zeroGap
        let plainLabel = GuideLabels.isPlain(constraint) || offset ? nil : GuideLabels.distance(constraint)
        addLine(Segment(axis: across, cross: firstPosition, from: from, to: to), role: "line", side: across.badgeSide,
                label: plainLabel, state: &state)
        guard offset else { return }
        addLine(Segment(axis: across, cross: secondPosition, from: from, to: to), role: "line-2",
                side: across.badgeSide, label: nil, state: &state)
        let middle = Self.middleOfOverlap(spans.0, spans.1)
        addBar(Segment(axis: axis, cross: middle, from: secondPosition, to: firstPosition), role: "bar",
               side: axis.badgeSide, label: GuideLabels.distance(constraint), state: &state)
    }
}
