import LayoutSolver

/// An item's frame in canvas coordinates as linear expressions over its solver variables.
struct FrameExpressions {
    let x: LinearExpression
    let y: LinearExpression
    let width: LinearExpression
    let height: LinearExpression

    var maxX: LinearExpression { x + width }
    var maxY: LinearExpression { y + height }
}
