import LayoutScene

/// What keeps a hidden arranged subview out of the way, as modern UIKit does it: `'UISV-hiding'` collapses it along
/// the axis at 999.999 (just below required, so a required size on the view wins and is reported), and a weak
/// `'UISV-spacing-hidden'` (@50) parks it next to its previous neighbour, half a gap away when it sits between
/// visible views. Visible views are spaced from each other directly, so a hidden view takes no gap.
struct HiddenItemConstraints {
    let builder: StackConstraintBuilder
    let items: [View]
    let index: Int

    func constraints() -> [DesiredConstraint?] {
        let item = items[index], main = builder.main
        return [builder.constraint("UISV-hiding", item, main.dimension, priority: 999.999), parking(item)]
    }

    private func parking(_ item: View) -> DesiredConstraint? {
        let main = builder.main
        if let spanner = builder.stack.orderingSpanner {
            return builder.constraint("UISV-spacing-hidden", item, main.min, .equal, spanner, main.min, priority: 50)
        }
        let before = items[..<index].last { !$0.isHidden }
        let hasVisibleAfter = items[(index + 1)...].contains { !$0.isHidden }
        if index > 0 {
            let previous = items[index - 1]
            let half = before.map { hasVisibleAfter ? builder.gap(after: $0) / 2 : 0 } ?? 0
            return builder.constraint("UISV-spacing-hidden", item, main.min, .equal, previous, main.max,
                                      constant: half, priority: 50)
        }
        return builder.constraint("UISV-spacing-hidden", items[index + 1], main.min, .equal, item, main.max,
                                  priority: 50)
    }
}
