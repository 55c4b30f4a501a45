import Foundation
import LayoutScene

extension LayoutGeometry {
    /// The size a view would take on its own: its intrinsic size (a text-sized view's measured text), or for a nested stack the
    /// sum of its visible arranged views' natural lengths and gaps along its axis and the largest across it, plus its
    /// margins when margins-relative. ``View/noIntrinsicMetric`` (−1) where there is none.
    ///
    /// UIKit measures a nested stack with `systemLayoutSizeFitting`, a full solve; adding up the arranged views is an
    /// estimate of that which ignores constraints inside the stack's views.
    func naturalSize(of view: View) -> CGSize {
        guard let stack = view as? StackView else {
            return inputs.texts[ObjectIdentifier(view)]?.content.intrinsicSize ?? view.intrinsicContentSize
        }
        let visible = stack.visibleArrangedSubviews
        let sizes = visible.map(naturalSize(of:))
        let along = { (size: CGSize) in stack.axis == .horizontal ? size.width : size.height }
        let across = { (size: CGSize) in stack.axis == .horizontal ? size.height : size.width }
        let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { sum, pair in
            sum + StackGap.after(pair.0, in: stack)
        }
        let length = sizes.reduce(0) { $0 + max(0, along($1)) } + gaps
        let breadth = sizes.map { max(0, across($0)) }.max() ?? 0
        let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
        let width = stack.axis == .horizontal ? length : breadth
        let height = stack.axis == .horizontal ? breadth : length
        return CGSize(width: width + margins.left + margins.right, height: height + margins.top + margins.bottom)
    }
}
