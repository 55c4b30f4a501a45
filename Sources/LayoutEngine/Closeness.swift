import Foundation
import LayoutScene

/// Differences below this are rounding noise from the solver, not a change a re-solve should chase.
private let closenessTolerance: CGFloat = 1e-9

extension CGFloat {
    /// Equal up to rounding noise; two NaNs count as equal so that bad input cannot keep layout iterating.
    func isClose(to other: CGFloat) -> Bool {
        self == other || Swift.abs(self - other) <= closenessTolerance || isNaN && other.isNaN
    }
}

extension CGSize {
    /// Equal up to rounding noise in both dimensions.
    func isClose(to other: CGSize) -> Bool {
        width.isClose(to: other.width) && height.isClose(to: other.height)
    }
}

extension EdgeInsets {
    /// Equal up to rounding noise on every side.
    func isClose(to other: EdgeInsets) -> Bool {
        top.isClose(to: other.top) && left.isClose(to: other.left) && bottom.isClose(to: other.bottom)
            && right.isClose(to: other.right)
    }
}
