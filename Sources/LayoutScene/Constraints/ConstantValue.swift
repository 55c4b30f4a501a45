import Foundation

/// What a constraint's constant was given as. SnapKit turns a number, size, point or insets into the
/// constant of each attribute only when the constraint is made; keeping the original lets the constant follow
/// the view's layout direction.
enum ConstantValue: Equatable {
    case number(CGFloat)
    case size(CGSize)
    case point(CGPoint)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)
    /// Masonry's `sizeOffset`: width and height get the size, other attributes keep `otherwise`.
    indirect case sizeOffset(CGSize, otherwise: ConstantValue)
    /// Masonry's `centerOffset`: centerX and centerY get the point, other attributes keep `otherwise`.
    indirect case centerOffset(CGPoint, otherwise: ConstantValue)

    /// The constant for `attribute` (SnapKit uses the second item's attribute) under `direction`.
    func value(for attribute: LayoutAttribute, direction: LayoutDirection) -> CGFloat {
        switch self {
        case .number(let number):
            return number
        case .size(let size):
            return attribute == .width ? size.width : attribute == .height ? size.height : 0
        case .point(let point):
            switch attribute.axis {
            case .horizontal: return attribute == .width ? 0 : point.x
            case .vertical: return attribute == .height ? 0 : point.y
            case nil: return 0
            }
        case .insets(let insets):
            return Self.inset(insets, for: attribute, direction: direction)
        case .directionalInsets(let insets):
            return Self.inset(insets, for: attribute, direction: direction)
        case .sizeOffset(let size, let otherwise):
            return attribute == .width ? size.width : attribute == .height ? size.height
                : otherwise.value(for: attribute, direction: direction)
        case .centerOffset(let point, let otherwise):
            return attribute == .centerX ? point.x : attribute == .centerY ? point.y
                : otherwise.value(for: attribute, direction: direction)
        }
    }

    private static func inset(_ insets: EdgeInsets, for attribute: LayoutAttribute,
                              direction: LayoutDirection) -> CGFloat {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return -insets.right
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return ltr ? insets.left : insets.right
        case .trailing, .trailingMargin: return ltr ? -insets.right : -insets.left
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return 0
        }
    }

    private static func inset(_ insets: DirectionalEdgeInsets, for attribute: LayoutAttribute,
                              direction: LayoutDirection) -> CGFloat {
        let ltr = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin: return ltr ? insets.leading : insets.trailing
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return ltr ? -insets.trailing : -insets.leading
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return insets.leading
        case .trailing, .trailingMargin: return -insets.trailing
        case .centerX, .centerXWithinMargins: return (insets.leading - insets.trailing) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.leading + insets.trailing)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return 0
        }
    }
}
