import LayoutScene
import LayoutSolver

extension LayoutGeometry {
    /// The canvas's fixed width and height, as UIKit pins a window's root view
    /// (`'UIView-Encapsulated-Layout-Width'`, `…-Height`).
    func canvasSizeConstraints(_ canvas: Canvas) -> [DesiredConstraint] {
        guard let frame = frame(of: canvas) else { return [] }
        return [(LayoutAxis.horizontal, "Width", frame.width, canvas.frame.size.width),
                (LayoutAxis.vertical, "Height", frame.height, canvas.frame.size.height)].map { axis, name, length, size in
            let description = SystemConstraint(kind: .canvasSize, label: "'UIView-Encapsulated-Layout-\(name)'",
                                               item: canvas, attribute: name.lowercased(), constant: size)
            return DesiredConstraint(description, role: .canvasSize(axis), expression: length - Double(size))
        }
    }
}
