import Foundation
import LayoutScene

/// The `.fillProportionally` distribution, as UIKit computes it: each visible view `v` gets
/// `'UISV-fill-proportionally' v.length == m × canvas.length` with `m = L(v) / D`, where `L` is the view's natural
/// length along the axis and `D` the sum of the positive `L`s plus `spacing × (n − 1)`. The priority is 1000 when
/// `m == 1` (a single view), else `max(999 − index, 751)` with `index` the view's position in `arrangedSubviews`. A
/// view with no positive natural length gets a required `v.length == 0`. When `D` is not above
/// `max(spacing × (n − 1), 1)` there is nothing to share by and the stack falls back to `.fillEqually`.
///
/// ```swift
/// // Labels 40, 20 and 10 points wide, no spacing: D = 70, multipliers 0.571429, 0.285714, 0.142857 @999, 998, 997.
/// ```
struct ProportionalFill {
    let builder: StackConstraintBuilder

    /// The constraints, or `nil` when the stack falls back to filling equally.
    func constraints() -> [DesiredConstraint?]? {
        let stack = builder.stack, main = builder.main
        let visible = stack.visibleArrangedSubviews
        let lengths = visible.map { length(of: builder.geometry.naturalSize(of: $0)) }
        let spacingTotal = builder.uniformSpacing * CGFloat(max(0, visible.count - 1))
        let total = lengths.filter { $0 > 0 }.reduce(0, +) + spacingTotal
        guard total > max(spacingTotal, 1) else { return nil }
        return zip(visible, lengths).map { view, length in
            guard length > 0 else {
                return builder.constraint("UISV-fill-proportionally", view, main.dimension)
            }
            let multiplier = length / total
            let index = stack.arrangedSubviews.firstIndex { $0 === view } ?? 0
            let priority = multiplier == 1 ? 1000 : Double(max(999 - index, 751))
            return builder.constraint("UISV-fill-proportionally", view, main.dimension, .equal, builder.canvas,
                                      main.dimension, multiplier: multiplier, priority: priority)
        }
    }

    private func length(of size: CGSize) -> CGFloat {
        builder.stack.axis == .horizontal ? size.width : size.height
    }
}
