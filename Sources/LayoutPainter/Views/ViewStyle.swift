import Foundation
import LayoutScene

/// A view's layer properties made drawable: alpha within 0...1 (1 when not a number), the corner radius at most half
/// the shorter side, and the border drawn inside the bounds (its rectangle inset by half its width, no wider than
/// half the shorter side).
struct ViewStyle {
    let opacity: CGFloat
    let cornerRadius: CGFloat
    let border: (rect: CGRect, cornerRadius: CGFloat, stroke: DisplayStroke)?

    init(view: View, rect: CGRect) {
        opacity = view.alpha.isNaN ? 1 : min(1, max(0, view.alpha))
        let halfSide = min(rect.width, rect.height) / 2
        cornerRadius = Self.clamped(view.layer.cornerRadius, to: halfSide)
        let width = Self.clamped(view.layer.borderWidth, to: halfSide)
        if width > 0, let color = view.layer.borderColor, color.alpha > 0 {
            border = (rect.insetBy(dx: width / 2, dy: width / 2), max(0, cornerRadius - width / 2),
                      DisplayStroke(color: color, width: width))
        } else {
            border = nil
        }
    }

    /// `value` within 0...`limit`; 0 when not finite.
    private static func clamped(_ value: CGFloat, to limit: CGFloat) -> CGFloat {
        value.isFinite ? min(limit, max(0, value)) : 0
    }
}
