import LayoutScene

/// How a constraint is drawn, after Interface Builder: sizes as I-bars along the measured side, gaps between facing
/// edges (or between an edge and the container's same edge) as I-bars across the gap, and everything else that
/// relates two positions (centres, baselines, the same edge of siblings) as alignment lines.
enum GuideKind {
    /// A width or height equal to (or bounded by) a constant.
    case constantSize(LayoutAxis)
    /// A width or height related to another item's attribute.
    case relativeSize(LayoutAxis, second: ItemBox)
    /// A gap between two edges along the axis.
    case spacing(LayoutAxis, second: ItemBox)
    /// Two positions along the axis lined up (maybe with an offset).
    case alignment(LayoutAxis, second: ItemBox)

    /// The kind of `constraint` between its first item's box and its second item's (`nil` for a constant); `nil`
    /// when its attributes cannot be drawn together (a position related to a constant, a size or the other axis).
    init?(_ constraint: LayoutConstraint, first: ItemBox, second: ItemBox?) {
        let attribute = constraint.firstAttribute
        guard let axis = attribute.axis else { return nil }
        guard let second, let secondItem = constraint.secondItem else {
            guard attribute.isSize else { return nil }
            self = .constantSize(axis)
            return
        }
        if attribute.isSize {
            self = .relativeSize(axis, second: second)
            return
        }
        let other = constraint.secondAttribute
        guard other.isLocation, other.axis == axis else { return nil }
        let sides = (first.side(of: attribute), second.side(of: other))
        if sides.0 == .middle || sides.1 == .middle {
            self = .alignment(axis, second: second)
        } else if sides.0 != sides.1 || Self.nest(constraint.firstItem, secondItem) {
            self = .spacing(axis, second: second)
        } else {
            self = .alignment(axis, second: second)
        }
    }

    /// Whether one item lies in the other's hierarchy (a view and its superview, or a guide of it): then the same
    /// edges of both make an inset, drawn as a gap.
    private static func nest(_ first: LayoutItem, _ second: LayoutItem) -> Bool {
        guard let one = first.hierarchyView, let other = second.hierarchyView else { return false }
        return one.isDescendant(of: other) || other.isDescendant(of: one)
    }
}
