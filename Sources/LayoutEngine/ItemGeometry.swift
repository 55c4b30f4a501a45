import Foundation
import LayoutScene
import LayoutSolver

/// What the attribute formulas need to know about one item.
struct ItemGeometry {
    /// The box positions are measured on.
    let frame: FrameExpressions
    /// What `width` and `height` mean: the frame's size, or a scroll view's viewport when ``frame`` is its content.
    /// Centres follow them: a scroll view's content centred on it sits at the middle of the viewport measured from
    /// the content's origin, because UIKit attaches "height, width, or centers" to the scroll view's frame.
    let width: LinearExpression
    let height: LinearExpression
    /// The margins the `…Margin` attributes are inset by (zero for guides).
    let margins: EdgeInsets
    /// The direction leading and trailing follow.
    let direction: LayoutDirection
    /// A text-sized view's baseline text (a label's text), which places its baselines; `nil` puts them at the top and bottom edges.
    let text: TextMetrics?
    /// Baselines (canvas coordinates) a stack view vends from one of its arranged views; they take precedence.
    let vendedBaselines: ItemBaselines?

    init(frame: FrameExpressions, size: (width: LinearExpression, height: LinearExpression)? = nil, margins: EdgeInsets,
         direction: LayoutDirection, text: TextMetrics? = nil, vendedBaselines: ItemBaselines? = nil) {
        self.frame = frame
        width = size?.width ?? frame.width
        height = size?.height ?? frame.height
        self.margins = margins
        self.direction = direction
        self.text = text
        self.vendedBaselines = vendedBaselines
    }

    /// The attribute's value in `space`: positions relative to the space's origin (mirrored for leading and
    /// trailing under right-to-left), sizes as they are.
    func expression(for attribute: LayoutAttribute, in space: CoordinateSpace) -> LinearExpression {
        let left = frame.x - space.originX, top = frame.y - space.originY
        let right = left + frame.width, bottom = top + frame.height
        let leftMargin = left + Double(margins.left), rightMargin = right - Double(margins.right)
        let topMargin = top + Double(margins.top), bottomMargin = bottom - Double(margins.bottom)
        let leftToRight = direction == .leftToRight
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return bottom
        case .width: return width
        case .height: return height
        case .centerX: return left + width * 0.5
        case .centerY: return top + height * 0.5
        case .leading: return leftToRight ? left : space.width - right
        case .trailing: return leftToRight ? right : space.width - left
        case .leftMargin: return leftMargin
        case .rightMargin: return rightMargin
        case .topMargin: return topMargin
        case .bottomMargin: return bottomMargin
        case .leadingMargin: return leftToRight ? leftMargin : space.width - rightMargin
        case .trailingMargin: return leftToRight ? rightMargin : space.width - leftMargin
        case .centerXWithinMargins: return (leftMargin + rightMargin) * 0.5
        case .centerYWithinMargins: return (topMargin + bottomMargin) * 0.5
        case .firstBaseline: return canvasBaselines.first - space.originY
        case .lastBaseline: return canvasBaselines.last - space.originY
        case .notAnAttribute: return 0
        }
    }

    /// The first and last baselines in canvas coordinates: vended ones, the text's, or the top and bottom edges.
    var canvasBaselines: ItemBaselines {
        if let vendedBaselines { return vendedBaselines }
        return ItemBaselines(first: baseline(at: text?.firstBaseline, top: frame.y) ?? frame.y,
                             last: baseline(at: text?.lastBaseline, top: frame.y) ?? frame.maxY)
    }

    /// A baseline of text drawn vertically centred in the frame, as a label draws it.
    private func baseline(at offset: CGFloat?, top: LinearExpression) -> LinearExpression? {
        guard let offset, let text else { return nil }
        return top + frame.height * 0.5 + Double(offset - text.size.height / 2)
    }
}
