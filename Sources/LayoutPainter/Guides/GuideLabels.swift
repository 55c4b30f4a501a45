import Foundation
import LayoutScene

/// The text on a constraint's badge: the constant (`8`, `-4`), `≥ `/`≤ ` in front for inequalities, ` ×0.5` for a
/// multiplier other than 1, ` @750` for an optional priority; for sizes relative to another item
/// `= other.width ×0.5 + 10`, and `=` alone for equal sizes. A constant the scene gave as an unknown value (a stand-in,
/// ``LayoutScene/LayoutConstraint/standInFor``) reads `?`.
enum GuideLabels {
    /// `≥ 8 ×0.5 @750`-style text for offsets and constant sizes: the constant as written.
    static func distance(_ constraint: LayoutConstraint) -> String {
        distance(constraint, constant: constraint.constant, relation: constraint.relation)
    }

    /// `≥ 8 @750`-style text for a gap, as Visual Format Language writes it: the constant as the gap measured inwards
    /// from a container's edge or onwards from the item before, so `make.trailing.equalToSuperview().inset(16)` reads
    /// `16` and `make.bottom.lessThanOrEqualTo(footer.snp.top).offset(-8)` reads `≥ 8`. `gapSign` is −1 when the
    /// constraint measures the other way (the constant and the relation are turned around), 1 otherwise.
    static func gap(_ constraint: LayoutConstraint, gapSign: CGFloat) -> String {
        guard gapSign < 0, constraint.multiplier == 1 else { return distance(constraint) }
        let reversed: [LayoutRelation: LayoutRelation] = [.equal: .equal, .lessThanOrEqual: .greaterThanOrEqual,
                                                          .greaterThanOrEqual: .lessThanOrEqual]
        return distance(constraint, constant: -constraint.constant, relation: reversed[constraint.relation] ?? .equal)
    }

    /// `= other.width ×0.5 + 10 @750`-style text for a size relative to another item's attribute.
    static func relativeSize(_ constraint: LayoutConstraint) -> String {
        let other = constraint.secondItem.map { "\($0.displayName).\(constraint.secondAttribute.name)" } ?? ""
        let constant = constraint.constant
        let offset = constraint.standInFor != nil ? " + ?" : constant > 0 ? " + \(PaintNumber.text(constant))"
            : constant < 0 ? " - \(PaintNumber.text(-constant))" : ""
        return "\(symbol(constraint.relation)) \(other)" + multiplier(constraint) + offset + priority(constraint)
    }

    /// `=` (with ` @750` when optional), the badge both items of an equal-size constraint get.
    static func equalSize(_ constraint: LayoutConstraint) -> String {
        "=" + priority(constraint)
    }

    /// Whether the constraint says nothing a plain line does not: equal, multiplier 1, constant 0.
    static func isPlain(_ constraint: LayoutConstraint) -> Bool {
        constraint.relation == .equal && (constraint.secondItem == nil || constraint.multiplier == 1)
            && constraint.constant == 0 && constraint.standInFor == nil
    }

    /// Whether the constraint makes two sizes equal (`a.width == b.width`, any priority).
    static func isEqualSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.secondItem != nil && constraint.secondAttribute.isSize && isPlain(constraint)
    }

    private static func distance(_ constraint: LayoutConstraint, constant: CGFloat,
                                 relation: LayoutRelation) -> String {
        (relation == .equal ? "" : symbol(relation) + " ") + (constraint.standInFor == nil ? PaintNumber.text(constant) : "?")
            + multiplier(constraint) + priority(constraint)
    }

    private static func symbol(_ relation: LayoutRelation) -> String {
        switch relation {
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    private static func multiplier(_ constraint: LayoutConstraint) -> String {
        guard constraint.secondItem != nil, constraint.multiplier != 1 else { return "" }
        return " ×" + PaintNumber.text(constraint.multiplier)
    }

    private static func priority(_ constraint: LayoutConstraint) -> String {
        constraint.priority.isRequired ? "" : " @" + PaintNumber.text(CGFloat(constraint.priority.rawValue))
    }
}
