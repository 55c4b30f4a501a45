import LayoutSolver

/// W2's shape: a k × k grid (k = round(√n)); each row spans the container with 8-point gaps and equal
/// widths, rows are stacked, cells prefer a height of 30 at `.medium`. Constraints are in the reference
/// script's order.
struct GridLayout {
    /// The container; its width becomes an edit variable.
    let container: View
    /// The cells, row by row.
    let cells: [[View]]
    /// The constraints, in the order they are added.
    let constraints: [Constraint]
    /// The six container widths the resize cycles through: the minimal width, then 100 to 500 points more.
    let sizes: [Double]

    /// Builds the grid for about `count` views.
    init(count: Int) {
        let k = max(1, Int(Double(count).squareRoot().rounded(.toNearestOrEven)))
        let container = View("c")
        let cells = (0..<k).map { r in (0..<k).map { q in View("g\(r)_\(q)") } }
        var constraints = [container.x == 0, container.y == 0, container.w >= 0]
        for (r, row) in cells.enumerated() {
            let first = row[0]
            constraints.append(first.left == container.left + 8)
            constraints.append(first.top == (r > 0 ? cells[r - 1][0].bottom : container.top) + 8)
            for (q, cell) in row.enumerated() {
                if q > 0 {
                    constraints += [cell.left == row[q - 1].right + 8, cell.w == first.w, cell.y == first.y]
                }
                constraints += [(cell.h == 30).priority(.medium), cell.w >= 0]
            }
            constraints.append(row[k - 1].right == container.right - 8)
        }
        let base = Double(8 * (k + 1) + 10 * k)
        self.container = container
        self.cells = cells
        self.constraints = constraints
        self.sizes = [0, 100, 200, 300, 400, 500].map { base + $0 }
    }

    /// The width every cell must have when the container is `containerWidth` wide.
    func expectedCellWidth(containerWidth: Double) -> Double {
        (containerWidth - Double(8 * (cells.count + 1))) / Double(cells.count)
    }
}
