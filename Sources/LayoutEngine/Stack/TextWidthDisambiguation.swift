import Foundation
import LayoutScene

/// `'UISV-text-width-disambiguation'`: in a horizontal stack with the `.fill`, `.equalSpacing` or `.equalCentering`
/// distribution, every visible multi-line text view (a label with `numberOfLines != 1`, or a stack holding one)
/// prefers an equal share of the width, `v.width == (1/N) × canvas.width − spacing × (N − 1)/N` with `N` visible
/// views, at `min(max(compression resistance, hugging) + 10, 999)` — so multi-line labels wrap instead of one taking
/// all the room. This is UIKit's "compatible" variant (the one iOS reports show, e.g. `@760` for a default label).
struct TextWidthDisambiguation {
    let builder: StackConstraintBuilder

    func constraints() -> [DesiredConstraint?] {
        let stack = builder.stack
        guard stack.axis == .horizontal else { return [] }
        let visible = stack.visibleArrangedSubviews
        let count = CGFloat(visible.count), spacing = builder.uniformSpacing
        return visible.filter(Self.isMultilineText).map { view in
            let resistance = view.contentCompressionResistancePriority(for: .horizontal).rawValue
            let hugging = view.contentHuggingPriority(for: .horizontal).rawValue
            let priority = min(Double(max(resistance, hugging)) + 10, 999)
            return builder.constraint("UISV-text-width-disambiguation", view, .width, .equal, builder.canvas, .width,
                                      multiplier: 1 / count, constant: -spacing * (count - 1) / count,
                                      priority: priority)
        }
    }

    /// Whether the view is multi-line text: a label that may wrap, or a stack whose visible views include one.
    static func isMultilineText(_ view: View) -> Bool {
        if let label = view as? Label { return label.numberOfLines != 1 }
        if let stack = view as? StackView { return stack.visibleArrangedSubviews.contains(where: isMultilineText) }
        return false
    }
}
