import Foundation
import LayoutScene
import LayoutSolver

extension LayoutGeometry {
    /// Per axis with an intrinsic size: `size <= intrinsic` at the hugging priority and `size >= intrinsic` at the
    /// compression-resistance priority (a text-sized view's intrinsic size comes from its measured text), and
    /// `size >= 0` at priority 1, the lowest there is. That last one only breaks ties: when views of equal
    /// compression resistance share too little room (two labels in a row), every split of the shortfall is as good at
    /// the compression priority, and the solver could settle on one that gives a view a negative width. Among the
    /// splits, layoutviz takes one that keeps every size at zero or more (an estimate: which split UIKit's engine
    /// takes is its own), and the views stay reported as ambiguous.
    ///
    /// ```swift
    /// geometry.contentSizeConstraints(of: titleLabel).count // 6: hugging, resistance and size >= 0, per axis
    /// ```
    func contentSizeConstraints(of view: View) -> [DesiredConstraint] {
        guard let frame = frame(of: view) else { return [] }
        let intrinsic = inputs.texts[ObjectIdentifier(view)]?.content.intrinsicSize ?? view.intrinsicContentSize
        let axes: [(LayoutAxis, String, LinearExpression, CGFloat)] = [
            (.horizontal, "width", frame.width, intrinsic.width), (.vertical, "height", frame.height, intrinsic.height),
        ]
        return axes.flatMap { axis, name, length, size -> [DesiredConstraint] in
            guard size >= 0 else { return [] }
            let hugging = view.contentHuggingPriority(for: axis)
            let compressionResistance = view.contentCompressionResistancePriority(for: axis)
            let description = SystemConstraint(kind: .contentSize, className: "NSContentSizeLayoutConstraint",
                                               label: nil, item: view, attribute: name, constant: size,
                                               contentPriorities: (hugging, compressionResistance))
            let excess = length - Double(size)
            return [DesiredConstraint(description, role: .contentHugging(axis), expression: excess,
                                      relation: .lessThanOrEqual, priority: Priority(hugging)),
                    DesiredConstraint(description, role: .compressionResistance(axis), expression: excess,
                                      relation: .greaterThanOrEqual, priority: Priority(compressionResistance)),
                    DesiredConstraint(description, role: .nonNegativeSize(axis), expression: length,
                                      relation: .greaterThanOrEqual, priority: Priority(1))]
        }
    }
}
