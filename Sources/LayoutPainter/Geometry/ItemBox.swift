import Foundation
import LayoutScene

/// An item as one constraint sees it, in output coordinates: the rectangle positions are measured on, the one
/// sizes are (they differ for a scroll view related to its content: content area and viewport), its margins,
/// direction and baselines.
struct ItemBox {
    /// Where edges, centres and margins are measured.
    let rect: CGRect
    /// What `width` and `height` measure, and where size bars are drawn.
    let sizeRect: CGRect
    let margins: EdgeInsets
    let direction: LayoutDirection
    let firstBaseline: CGFloat
    let lastBaseline: CGFloat

    /// The attribute's coordinate (a length for `width` and `height`).
    func position(of attribute: LayoutAttribute) -> CGFloat {
        let leftToRight = direction == .leftToRight
        let leftMargin = rect.minX + margins.left, rightMargin = rect.maxX - margins.right
        let topMargin = rect.minY + margins.top, bottomMargin = rect.maxY - margins.bottom
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.maxX
        case .top: return rect.minY
        case .bottom: return rect.maxY
        case .leading: return leftToRight ? rect.minX : rect.maxX
        case .trailing: return leftToRight ? rect.maxX : rect.minX
        case .width: return sizeRect.width
        case .height: return sizeRect.height
        case .centerX: return rect.midX
        case .centerY: return rect.midY
        case .firstBaseline: return firstBaseline
        case .lastBaseline: return lastBaseline
        case .leftMargin: return leftMargin
        case .rightMargin: return rightMargin
        case .topMargin: return topMargin
        case .bottomMargin: return bottomMargin
        case .leadingMargin: return leftToRight ? leftMargin : rightMargin
        case .trailingMargin: return leftToRight ? rightMargin : leftMargin
        case .centerXWithinMargins: return (leftMargin + rightMargin) / 2
        case .centerYWithinMargins: return (topMargin + bottomMargin) / 2
        case .notAnAttribute: return 0
        }
    }

    /// The side the attribute lies on.
    func side(of attribute: LayoutAttribute) -> EdgeSide {
        let leftToRight = direction == .leftToRight
        switch attribute {
        case .left, .leftMargin, .top, .topMargin, .firstBaseline: return .low
        case .right, .rightMargin, .bottom, .bottomMargin, .lastBaseline: return .high
        case .leading, .leadingMargin: return leftToRight ? .low : .high
        case .trailing, .trailingMargin: return leftToRight ? .high : .low
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .width, .height, .notAnAttribute:
            return .middle
        }
    }

    /// The rectangle's span along `axis`.
    func span(along axis: LayoutAxis) -> ClosedRange<CGFloat> {
        axis == .horizontal ? rect.minX...rect.maxX : rect.minY...rect.maxY
    }
}
