import LayoutSolver

/// W1's shape: dependent siblings in a row, `v[i].left == v[i-1].right + 8` (5 constraints per view,
/// plus 2 for the root), in the reference script's order.
struct ChainLayout {
    /// The views, left to right.
    let views: [View]
    /// The `5n + 2` constraints, in the order they are added.
    let constraints: [Constraint]

    /// Builds the chain of `count` views.
    init(count: Int) {
        let root = View("root")
        let views = (0..<count).map { View("v\($0)") }
        var constraints = [root.x == 0, root.y == 0]
        for (i, view) in views.enumerated() {
            let previous = i > 0 ? views[i - 1].right : root.left
            constraints += [
                view.left == previous + 8,
                view.top == root.top + 8,
                (view.w == 40).priority(.high),
                view.w >= 10,
                view.h == view.w * 0.5,
            ]
        }
        self.views = views
        self.constraints = constraints
    }

    /// The x every correct solution gives the last view: `8 + 48 (n - 1)`.
    var expectedLastX: Double { Double(8 + 48 * (views.count - 1)) }

    /// Throws unless the last view sits where the reference script asserts.
    func checkLastView(after workload: String) throws(BenchmarkFailure) {
        let actual = views[views.count - 1].x.value
        try check(isClose(actual, expectedLastX),
                  "\(workload) N=\(views.count): last view x is \(actual), expected \(expectedLastX)")
    }
}
