import LayoutScene
import LayoutSolver

/// An item's first and last baselines as expressions in canvas coordinates.
struct ItemBaselines {
    let first: LinearExpression
    let last: LinearExpression
}

extension LayoutGeometry {
    /// The baselines a stack view vends, as UIKit's `viewForFirstBaselineLayout` / `viewForLastBaselineLayout`: a
    /// vertical stack's first baseline is its first visible view's and its last baseline its last visible view's; a
    /// horizontal stack vends the tallest visible view (by natural height; the first of equals) for both. Nested stacks
    /// recurse. `nil` without visible views (the stack's own top and bottom then serve).
    func vendedBaselines(of stack: StackView) -> ItemBaselines? {
        let visible = stack.visibleArrangedSubviews
        let firstView: View?, lastView: View?
        switch stack.axis {
        case .vertical:
            (firstView, lastView) = (visible.first, visible.last)
        case .horizontal:
            let heights = visible.map { naturalSize(of: $0).height }
            let tallest = heights.indices.max { heights[$0] < heights[$1] || heights[$0] == heights[$1] && $0 > $1 }
            (firstView, lastView) = (tallest.map { visible[$0] }, tallest.map { visible[$0] })
        }
        guard let firstView, let lastView, let first = geometry(of: firstView), let last = geometry(of: lastView) else {
            return nil
        }
        return ItemBaselines(first: first.canvasBaselines.first, last: last.canvasBaselines.last)
    }
}
