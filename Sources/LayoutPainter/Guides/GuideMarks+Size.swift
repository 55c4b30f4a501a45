import Foundation
import LayoutScene

extension GuideMarks {
    /// How far inside its item a size bar runs from the bottom (width) or right (height) edge.
    static let sizeInset: CGFloat = 8
    /// Items thinner than this across the bar get it outside instead.
    static let sizeInsideMinimum: CGFloat = 24

    /// A constant width or height: an I-bar along the measured side, labelled with the constant.
    mutating func addConstantSize(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox,
                                  state: inout PaintState) {
        let (bar, side) = Self.sizeBar(of: first.sizeRect, along: axis)
        addBar(bar, role: "bar", side: side, label: GuideLabels.distance(constraint), state: &state)
    }

    /// A size related to another item's: equal sizes get an I-bar with an `=` badge on both items, anything else an
    /// I-bar on the first item labelled `= other.width ×0.5`.
    mutating func addRelativeSize(_ constraint: LayoutConstraint, axis: LayoutAxis, first: ItemBox, second: ItemBox,
                                  state: inout PaintState) {
        let (bar, side) = Self.sizeBar(of: first.sizeRect, along: axis)
        guard GuideLabels.isEqualSize(constraint), let otherAxis = constraint.secondAttribute.axis else {
            addBar(bar, role: "bar", side: side, label: GuideLabels.relativeSize(constraint), state: &state)
            return
        }
        addBar(bar, role: "bar", side: side, label: GuideLabels.equalSize(constraint), state: &state)
        let (otherBar, otherSide) = Self.sizeBar(of: second.sizeRect, along: otherAxis)
        addBar(otherBar, role: "bar-2", side: otherSide, label: GuideLabels.equalSize(constraint), state: &state)
    }

    /// The I-bar measuring `rect` along `axis`, ``sizeInset`` inside its bottom (width) or right (height) edge with
    /// its badge towards the inside, or as far outside when the rect is thinner than ``sizeInsideMinimum``.
    static func sizeBar(of rect: CGRect, along axis: LayoutAxis) -> (Segment, side: CGFloat) {
        if axis == .horizontal {
            let inside = rect.height >= sizeInsideMinimum
            return (Segment(axis: .horizontal, cross: inside ? rect.maxY - sizeInset : rect.maxY + sizeInset,
                            from: rect.minX, to: rect.maxX), inside ? -1 : 1)
        }
        let inside = rect.width >= sizeInsideMinimum
        return (Segment(axis: .vertical, cross: inside ? rect.maxX - sizeInset : rect.maxX + sizeInset,
                        from: rect.minY, to: rect.maxY), inside ? -1 : 1)
    }
}
