import Foundation
import LayoutScene

extension GuideMarks {
    /// Gaps narrower than this count as none.
    static let zeroGap: CGFloat = 0.01
    /// Half the length of the plain line that marks a zero gap.
    static let zeroGapHalfLength: CGFloat = 6

    /// A gap between two edges along `axis`: an I-bar from the second item's edge to the first's, at the middle of
    /// the items' overlap across the axis (else the first item's middle), labelled with the gap (see
    /// ``GuideLabels/gap(_:gapSign:)``); a zero gap is a short plain line along the shared edge.
    mutating func addSpacing(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox, second: ItemBox,
                             state: inout PaintState) {
        let firstEdge = first.position(of: constraint.firstAttribute)
        let secondEdge = second.position(of: constraint.secondAttribute)
        let across = axis.perpendicular
        let middle = Self.middleOfOverlap(first.span(along: across), second.span(along: across))
        let label = GuideLabels.gap(constraint, gapSign: Self.gapSign(constraint, first: first, second: second))
        if abs(firstEdge - secondEdge) < Self.zeroGap {
            let line = Segment(axis: across, cross: firstEdge, from: middle - Self.zeroGapHalfLength,
                               to: middle + Self.zeroGapHalfLength)
            addLine(line, role: "line", side: across.badgeSide, label: GuideLabels.isPlain(constraint) ? nil : label,
                    state: &state)
        } else {
            addBar(Segment(axis: axis, cross: middle, from: secondEdge, to: firstEdge), role: "bar",
                   side: axis.badgeSide, label: label, state: &state)
        }
    }

    /// The middle of the overlap of two spans, else the middle of the first.
    static func middleOfOverlap(_ first: ClosedRange<CGFloat>, _ second: ClosedRange<CGFloat>) -> CGFloat {
        let low = max(first.lowerBound, second.lowerBound), high = min(first.upperBound, second.upperBound)
        return low <= high ? (low + high) / 2 : (first.lowerBound + first.upperBound) / 2
    }

    /// 1 when the constant grows the gap as Visual Format Language measures it (the first item's low edge after the
    /// second's edge, or its high edge as the container's), −1 when it shrinks it; leading and trailing under
    /// right-to-left measure mirrored.
    private static func gapSign(_ constraint: LayoutConstraint, first: ItemBox, second: ItemBox) -> CGFloat {
        let firstSide = first.side(of: constraint.firstAttribute)
        let sameSide = firstSide == second.side(of: constraint.secondAttribute)
        let firstContains = sameSide && constraint.secondItem.map { contains(constraint.firstItem, $0) } == true
        let sign: CGFloat = (firstSide == .low) != firstContains ? 1 : -1
        return constraint.firstAttribute.isDirectional && first.direction == .rightToLeft ? -sign : sign
    }

    /// Whether `outer` holds `inner`: `inner` lies in one of its subviews, or is one of its guides.
    private static func contains(_ outer: LayoutItem, _ inner: LayoutItem) -> Bool {
        guard let outerView = outer as? View, let innerView = inner.hierarchyView else { return false }
        return innerView === outerView ? inner is LayoutGuide : innerView.isDescendant(of: outerView)
    }
}
