import Foundation
import LayoutScene

extension GuideMarks {
    /// Gaps narrower than this count as none.
    static let zeroGap: CGFloat = 0.01
    /// Half the length of the plain line that marks a zero gap.
    static let zeroGapHalfLength: CGFloat = 6

    /// A gap between two edges along `axis`: an I-bar from the second item's edge to the first's, at the middle of
    /// the items' overlap across the axis (else the first item's middle), labelled with the constant; a zero gap is a
    /// short plain line along the shared edge.
    mutating func addSpacing(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox, second: ItemBox,
                             state: inout PaintState) {
        let firstEdge = first.position(of: constraint.firstAttribute)
        let secondEdge = second.position(of: constraint.secondAttribute)
        let across = axis.perpendicular
        let middle = Self.middleOfOverlap(first.span(along: across), second.span(along: across))
        if abs(firstEdge - secondEdge) < Self.zeroGap {
            let line = Segment(axis: across, cross: firstEdge, from: middle - Self.zeroGapHalfLength,
                               to: middle + Self.zeroGapHalfLength)
            addLine(line, role: "line", side: across.badgeSide,
                    label: GuideLabels.isPlain(constraint) ? nil : GuideLabels.distance(constraint), state: &state)
        } else {
            addBar(Segment(axis: axis, cross: middle, from: secondEdge, to: firstEdge), role: "bar",
                   side: axis.badgeSide, label: GuideLabels.distance(constraint), state: &state)
        }
    }

    /// The middle of the overlap of two spans, else the middle of the first.
    static func middleOfOverlap(_ first: ClosedRange<CGFloat>, _ second: ClosedRange<CGFloat>) -> CGFloat {
        let low = max(first.lowerBound, second.lowerBound), high = min(first.upperBound, second.upperBound)
        return low <= high ? (low + high) / 2 : (first.lowerBound + first.upperBound) / 2
    }
}
