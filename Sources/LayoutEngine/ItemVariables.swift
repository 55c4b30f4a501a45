import Foundation
import LayoutScene
import LayoutSolver

/// The solver variables of one view or guide: its frame in canvas coordinates. The canvas's origin is the
/// constant zero rather than a variable.
final class ItemVariables {
    /// Kept so that the item's identifier, which keys these variables, is not reused while they exist.
    let item: LayoutItem
    let frame: FrameExpressions

    init(item: LayoutItem) {
        self.item = item
        let name = item.qualifiedName
        let width = LinearExpression(Variable("\(name).width")), height = LinearExpression(Variable("\(name).height"))
        if item is Canvas {
            frame = FrameExpressions(x: 0, y: 0, width: width, height: height)
        } else {
            frame = FrameExpressions(x: LinearExpression(Variable("\(name).x")),
                                     y: LinearExpression(Variable("\(name).y")), width: width, height: height)
        }
    }

    /// The frame in canvas coordinates from the last `updateVariables()`.
    var solvedFrame: CGRect {
        // Adding zero turns a solved -0.0 into 0.0.
        CGRect(x: frame.x.value + 0, y: frame.y.value + 0, width: frame.width.value + 0, height: frame.height.value + 0)
    }
}
