import Foundation
import LayoutScene
import LayoutSolver

extension LayoutGeometry {
    /// The canvas's fixed width and height, as UIKit pins a window's root view
    /// (`'UIView-Encapsulated-Layout-Width'`, `…-Height`).
    func canvasSizeConstraints(_ canvas: Canvas) -> [DesiredConstraint] {
        guard let frame = frame(of: canvas) else { return [] }
        let axes: [(LayoutAxis, String, LinearExpression, CGFloat)] = [
            (.horizontal, "Width", frame.width, canvas.frame.size.width),
            (.vertical, "Height", frame.height, canvas.frame.size.height),
        ]
        return axes.map { axis, name, length, size in
            let description = SystemConstraint(kind: .canvasSize, label: "'UIView-Encapsulated-Layout-\(name)'",
                                               item: canvas, attribute: name.lowercased(), constant: size)
            return DesiredConstraint(description, role: .canvasSize(axis), expression: length - Double(size))
        }
    }
}
