import LayoutScene
import LayoutSolver

extension LayoutGeometry {
    /// A scene constraint in its installation view's coordinate space:
    /// `first.attribute R second.attribute × multiplier + constant`, or `first.attribute R constant` (multiplier
    /// ignored) without a second item. `nil` when an item is not in the canvas.
    func desired(for constraint: LayoutConstraint) -> DesiredConstraint? {
        guard let installation = constraint.installationView, let space = space(of: installation),
              let first = geometry(of: constraint.firstItem, relatedTo: constraint.secondItem,
                                   installedOn: installation)
        else { return nil }
        var right = LinearExpression(constant: Double(constraint.constant))
        if let secondItem = constraint.secondItem {
            guard let second = geometry(of: secondItem, relatedTo: constraint.firstItem, installedOn: installation)
            else { return nil }
            let target = second.expression(for: constraint.secondAttribute, in: space)
            right = target * Double(constraint.multiplier) + right
        }
        let left = first.expression(for: constraint.firstAttribute, in: space)
        return DesiredConstraint(key: .scene(ObjectIdentifier(constraint)), expression: left - right,
                                 relation: Relation(constraint.relation), priority: Priority(constraint.priority),
                                 reference: .scene(constraint))
    }
}
