import Foundation
import LayoutScene
import LayoutSolver

extension LayoutGeometry {
    /// Required constraints that keep the frame of a view translating its autoresizing mask, relative to its
    /// superview's bounds (`h=--& v=--&`; the hosted controller's view, sized with the canvas, and a view that
    /// ``LayoutScene/View/autoresizesToFillSuperview`` (a visual effect view's content view), sized with its
    /// superview, show `h=-&- v=-&-`).
    func autoresizingConstraints(of view: View, frame input: CGRect, isHostedRoot: Bool) -> [DesiredConstraint] {
        guard let superview = view.superview, let space = space(of: superview), let frame = frame(of: view) else {
            return []
        }
        let fills = view.autoresizesToFillSuperview && !isHostedRoot
        let mask = isHostedRoot || fills ? "h=-&- v=-&-" : "h=--& v=--&"
        var components: [(FrameComponent, LinearExpression, CGFloat)] = [
            (.minX, frame.x - space.originX, input.origin.x), (.minY, frame.y - space.originY, input.origin.y),
            (.width, frame.width, input.size.width), (.height, frame.height, input.size.height),
        ]
        if fills, let bounds = self.frame(of: superview) {
            components = [(.minX, frame.x - space.originX, 0), (.minY, frame.y - space.originY, 0),
                          (.width, frame.width - bounds.width, 0), (.height, frame.height - bounds.height, 0)]
        }
        return components.map { component, value, constant in
            let description = SystemConstraint(kind: .autoresizingMask, className: "NSAutoresizingMaskLayoutConstraint",
                                               label: mask, item: view, attribute: component.rawValue,
                                               constant: constant)
            return DesiredConstraint(description, role: .autoresizing(component),
                                     expression: value - Double(constant))
        }
    }
}
