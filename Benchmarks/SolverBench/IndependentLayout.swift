import LayoutSolver

/// W3's shape: independent siblings, each pinned to the root with its own offsets on a 100-wide
/// 12-point lattice (5 constraints per view, plus 2 for the root), in the reference script's order.
struct IndependentLayout {
    /// The views, in lattice order.
    let views: [View]
    /// The `5n + 2` constraints, in the order they are added.
    let constraints: [Constraint]

    /// Builds `count` independent views.
    init(count: Int) {
        let root = View("root")
        let views = (0..<count).map { View("v\($0)") }
        var constraints = [root.x == 0, root.y == 0]
        for (i, view) in views.enumerated() {
            constraints += [
                view.left == root.left + Double((i % 100) * 12),
                view.top == root.top + Double((i / 100) * 12),
                (view.w == 10).priority(.medium),
                view.w >= 1,
                view.h == view.w,
            ]
        }
        self.views = views
        self.constraints = constraints
    }
}
