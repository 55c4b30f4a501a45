import LayoutSolver

/// A rectangle of four solver variables, as in the reference script: `left = x`, `top = y`,
/// `right = x + w`, `bottom = y + h`.
struct View {
    /// The left edge.
    let x: Variable
    /// The top edge.
    let y: Variable
    /// The width.
    let w: Variable
    /// The height.
    let h: Variable

    /// Creates the variables `name.x`, `name.y`, `name.w` and `name.h`.
    init(_ name: String) {
        x = Variable(name + ".x")
        y = Variable(name + ".y")
        w = Variable(name + ".w")
        h = Variable(name + ".h")
    }

    /// The left edge as an expression, `x`.
    var left: LinearExpression { LinearExpression(x) }
    /// The top edge as an expression, `y`.
    var top: LinearExpression { LinearExpression(y) }
    /// The right edge, `x + w`.
    var right: LinearExpression { x + w }
    /// The bottom edge, `y + h`.
    var bottom: LinearExpression { y + h }
}
