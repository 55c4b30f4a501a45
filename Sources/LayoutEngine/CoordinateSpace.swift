import LayoutScene
import LayoutSolver

/// A view's own coordinate space (its bounds), where the constraints installed on it are solved: positions are
/// measured from the bounds' origin, and leading/trailing under right-to-left from its right edge.
struct CoordinateSpace {
    /// The canvas position of the point (0, 0) of the view's bounds (a scroll view's content origin).
    let originX: LinearExpression
    let originY: LinearExpression
    /// The width of the axis right-to-left positions are mirrored on.
    let width: LinearExpression

    init(view: View, frame: FrameExpressions) {
        originX = frame.x - Double(view.bounds.origin.x)
        originY = frame.y - Double(view.bounds.origin.y)
        width = frame.width
    }
}
