import Foundation
import LayoutScene

extension GuideMarks {
    /// How far outside (or inside) its item a size bar runs from the bottom (width) or right (height) edge.
    static let sizeInset: CGFloat = 8
    /// Items thinner than this across the bar never get it inside.
    static let sizeInsideMinimum: CGFloat = 24

    /// A constant width or height: an I-bar along the measured side, labelled with the constant.
    mutating func addConstantSize(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox,
                                  state: inout PaintState) {
        addBar(Self.sizeBars(of: first.sizeRect, along: axis), role: "bar", label: GuideLabels.distance(constraint),
               state: &state)
    }

    /// A size related to another item's: equal sizes get an I-bar with an `=` badge on both items, anything else an
    /// I-bar on the first item labelled `= other.width ×0.5`.
    mutating func addRelativeSize(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox, second: ItemBox,
                                  state: inout PaintState) {
        let bars = Self.sizeBars(of: first.sizeRect, along: axis)
        guard GuideLabels.isEqualSize(constraint), let otherAxis = constraint.secondAttribute.axis else {
            addBar(bars, role: "bar", label: GuideLabels.relativeSize(constraint), state: &state)
            return
        }
        addBar(bars, role: "bar", label: GuideLabels.equalSize(constraint), state: &state)
        addBar(Self.sizeBars(of: second.sizeRect, along: otherAxis), role: "bar-2",
               label: GuideLabels.equalSize(constraint), state: &state)
    }

    /// The places for the I-bar measuring `rect` along `axis`, as technical drawings place dimensions: outside the
    /// outline first, ``sizeInset`` below (width) or right of (height) it with its badge further out; then, unless
    /// the rect is thinner than ``sizeInsideMinimum``, as far inside with its badge towards the middle.
    static func sizeBars(of rect: CGRect, along axis: LayoutAxis) -> [(segment: Segment, side: CGFloat)] {
        let horizontal = axis == .horizontal
        let (edge, thickness) = horizontal ? (rect.maxY, rect.height) : (rect.maxX, rect.width)
        let (from, to) = horizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let outside = (segment: Segment(axis: axis, cross: edge + sizeInset, from: from, to: to), side: CGFloat(1))
        guard thickness >= sizeInsideMinimum else { return [outside] }
        return [outside, (segment: Segment(axis: axis, cross: edge - sizeInset, from: from, to: to), side: -1)]
    }
}
