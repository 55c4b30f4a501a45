import Foundation
import LayoutScene

/// The text on a constraint's badge: the constant as written (`8`, `-16`), `≥ `/`≤ ` in front for inequalities,
/// ` ×0.5` for a multiplier other than 1, ` @750` for an optional priority; for sizes relative to another item
/// `= other.width ×0.5 + 10`, and `=` alone for equal sizes.
enum GuideLabels {
    /// `≥ 8 ×0.5 @750`-style text for distances, offsets and constant sizes.
    static func distance(_ constraint: LayoutConstraint) -> String {
        relationPrefix(constraint) + PaintNumber.text(constraint.constant) + multiplier(constraint)
            + priority(constraint)
    }

    /// `= other.width ×0.5 + 10 @750`-style text for a size relative to another item's attribute.
    static func relativeSize(_ constraint: LayoutConstraint) -> String {
        let other = constraint.secondItem.map { "\($0.displayName).\(constraint.secondAttribute.name)" } ?? ""
        let constant = constraint.constant
        let offset = constant > 0 ? " + \(PaintNumber.text(constant))"
            : constant < 0 ? " - \(PaintNumber.text(-constant))" : ""
        return "\(relationSymbol(constraint)) \(other)" + multiplier(constraint) + offset + priority(constraint)
    }

    /// `=` (with ` @750` when optional), the badge both items of an equal-size constraint get.
    static func equalSize(_ constraint: LayoutConstraint) -> String {
        "=" + priority(constraint)
    }

    /// Whether the constraint says nothing a plain line does not: equal, multiplier 1, constant 0.
    static func isPlain(_ constraint: LayoutConstraint) -> Bool {
        constraint.relation == .equal && (constraint.secondItem == nil || constraint.multiplier == 1)
            && constraint.constant == 0
    }

    /// Whether the constraint makes two sizes equal (`a.width == b.width`, any priority).
    static func isEqualSize(_ constraint: LayoutConstraint) -> Bool {
        constraint.secondItem != nil && constraint.secondAttribute.isSize && isPlain(constraint)
    }

    private static func relationSymbol(_ constraint: LayoutConstraint) -> String {
        switch constraint.relation {
        case .equal: "="
        case .greaterThanOrEqual: "≥"
        case .lessThanOrEqual: "≤"
        }
    }

    private static func relationPrefix(_ constraint: LayoutConstraint) -> String {
        constraint.relation == .equal ? "" : relationSymbol(constraint) + " "
    }

    private static func multiplier(_ constraint: LayoutConstraint) -> String {
        constraint.secondItem != nil && constraint.multiplier != 1 ? " ×" + PaintNumber.text(constraint.multiplier) : ""
    }

    private static func priority(_ constraint: LayoutConstraint) -> String {
        constraint.priority.isRequired ? "" : " @" + PaintNumber.text(CGFloat(constraint.priority.rawValue))
    }
}
