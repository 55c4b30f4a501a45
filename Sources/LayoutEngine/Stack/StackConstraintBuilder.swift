import Foundation
import LayoutScene
import LayoutSolver

/// Makes one stack view's generated constraints: each is `first.attribute R second.attribute × multiplier + constant`
/// in the stack's coordinate space, labelled with its UIKit identifier (`'UISV-spacing'`) and printed as Auto Layout
/// prints it.
struct StackConstraintBuilder {
    let geometry: LayoutGeometry
    let stack: StackView
    let space: CoordinateSpace
    let main: StackAxisAttributes
    let cross: StackAxisAttributes

    init?(geometry: LayoutGeometry, stack: StackView) {
        guard let space = geometry.space(of: stack) else { return nil }
        self.geometry = geometry
        self.stack = stack
        self.space = space
        main = StackAxisAttributes(along: stack.axis)
        cross = StackAxisAttributes(across: stack.axis)
    }

    /// What the arrangement is pinned to: the stack, or its margins guide when the arrangement is margins-relative.
    var canvas: LayoutItem {
        stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    }

    /// The constraint, or `nil` when an item is not in the canvas.
    func constraint(_ identifier: String, _ first: LayoutItem, _ firstAttribute: LayoutAttribute,
                    _ relation: LayoutRelation = .equal, _ second: LayoutItem? = nil,
                    _ secondAttribute: LayoutAttribute = .notAnAttribute, multiplier: CGFloat = 1,
                    constant: CGFloat = 0, priority: Double = 1000) -> DesiredConstraint? {
        guard let left = geometry.geometry(of: first) else { return nil }
        var right = LinearExpression(constant: Double(constant))
        if let second {
            guard let target = geometry.geometry(of: second) else { return nil }
            right = target.expression(for: secondAttribute, in: space) * Double(multiplier) + right
        }
        let description = SystemConstraint(
            kind: .stackView, label: "'\(identifier)'", item: first, attribute: firstAttribute.name,
            relation: relation, secondItem: second, secondAttribute: second == nil ? "" : secondAttribute.name,
            constant: constant, multiplier: multiplier, printedPriority: priority < 1000 ? priority : nil)
        let role = StackConstraintRole(identifier: identifier, firstAttribute: firstAttribute, relation: relation,
                                       secondItem: second.map(ObjectIdentifier.init),
                                       secondAttribute: second == nil ? .notAnAttribute : secondAttribute)
        return DesiredConstraint(description, role: .stackArrangement(role),
                                 expression: left.expression(for: firstAttribute, in: space) - right,
                                 relation: Relation(relation), priority: Priority(priority))
    }
}
