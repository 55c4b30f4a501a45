import Foundation
import LayoutScene

/// One constraint in plain English, as wtfautolayout reads an Auto Layout log: the first item's attribute, the
/// relation, and the second item's attribute with the distance or factor between them, in the direction the axis
/// runs (`after` toward the trailing side, `below` downward).
///
/// ```swift
/// ConstraintSentence(constraint).text
/// // "titleLabel's leading edge is 16 pt after avatar's trailing edge"
/// // "avatar's top edge is aligned with card's layout margins' top edge"
/// // "avatar's width is 72 pt"
/// // "counters[0]'s top edge is at least 20 pt below avatar's bottom edge (optional, priority 250)"
/// ```
struct ConstraintSentence {
    /// The sentence.
    let text: String

    init(_ constraint: LayoutConstraint) {
        let first = Self.possessive(constraint.firstItem) + " " + Self.name(of: constraint.firstAttribute)
        let verb = switch constraint.relation {
        case .equal: "is"
        case .greaterThanOrEqual: "is at least"
        case .lessThanOrEqual: "is at most"
        }
        let constant = constraint.constant
        var sentence: String
        if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
            let other = Self.possessive(second) + " " + Self.name(of: constraint.secondAttribute)
            let scaled = constraint.multiplier == 1 ? other : "\(Self.number(constraint.multiplier)) × \(other)"
            if constraint.firstAttribute.isSize || constraint.multiplier != 1 {
                let plus = constant == 0 ? "" : constant > 0 ? " + \(Self.number(constant)) pt"
                    : " − \(Self.number(-constant)) pt"
                sentence = "\(first) \(verb) \(scaled)\(plus)"
            } else if constant == 0 {
                sentence = "\(first) \(constraint.relation == .equal ? "is aligned with" : verb) \(other)"
            } else {
                let direction = Self.direction(of: constraint.firstAttribute, positive: constant > 0)
                sentence = "\(first) \(verb) \(Self.number(abs(constant))) pt \(direction) \(other)"
            }
        } else {
            sentence = "\(first) \(verb) \(Self.number(constant)) pt"
        }
        if !constraint.priority.isRequired {
            sentence += " (optional, priority \(Self.number(CGFloat(constraint.priority.rawValue))))"
        }
        text = sentence
    }

    /// `avatar's`, `root's safe area's`, `card's layout margins'`.
    static func possessive(_ item: LayoutItem) -> String {
        let name = item.displayName
        let guides = [(".safeAreaLayoutGuide", "safe area's"), (".layoutMarginsGuide", "layout margins'"),
                      (".readableContentGuide", "readable content guide's"), (".contentLayoutGuide", "content area's"),
                      (".frameLayoutGuide", "frame's")]
        for (suffix, words) in guides where name.hasSuffix(suffix) {
            return "\(name.dropLast(suffix.count))'s \(words)"
        }
        return name + "'s"
    }

    /// The attribute in words.
    static func name(of attribute: LayoutAttribute) -> String {
        switch attribute {
        case .left: "left edge"
        case .right: "right edge"
        case .top: "top edge"
        case .bottom: "bottom edge"
        case .leading: "leading edge"
        case .trailing: "trailing edge"
        case .width: "width"
        case .height: "height"
        case .centerX: "horizontal centre"
        case .centerY: "vertical centre"
        case .lastBaseline: "last baseline"
        case .firstBaseline: "first baseline"
        case .leftMargin: "left margin"
        case .rightMargin: "right margin"
        case .topMargin: "top margin"
        case .bottomMargin: "bottom margin"
        case .leadingMargin: "leading margin"
        case .trailingMargin: "trailing margin"
        case .centerXWithinMargins: "horizontal centre within its margins"
        case .centerYWithinMargins: "vertical centre within its margins"
        case .notAnAttribute: "nothing"
        }
    }

    /// Which way a positive (or negative) constant moves the first item along its axis.
    private static func direction(of attribute: LayoutAttribute, positive: Bool) -> String {
        switch attribute {
        case .left, .right, .centerX, .leftMargin, .rightMargin, .centerXWithinMargins:
            positive ? "right of" : "left of"
        case .leading, .trailing, .leadingMargin, .trailingMargin:
            positive ? "after" : "before"
        default:
            positive ? "below" : "above"
        }
    }

    /// `16`, `0.5`, `12.25`: no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
