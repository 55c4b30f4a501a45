import Foundation

/// Constraints a UIKit view keeps on its own subviews (a cell's content view, its built-in labels), rebuilt when
/// what they depend on changes: the view describes the constraints it wants with a signature of its state, and the
/// set swaps its active constraints only when the signature changes, so an unchanged view costs the solver nothing.
///
/// ```swift
/// styleConstraints.update(signature: "subtitle+image") { [/* LayoutConstraint values */] }
/// ```
struct SystemConstraintSet {
    private(set) var constraints: [LayoutConstraint] = []
    private var signature: String?

    /// Replaces the active constraints with `make()` when `signature` differs from the last one.
    mutating func update(signature: String, _ make: () -> [LayoutConstraint]) {
        guard signature != self.signature else { return }
        LayoutConstraint.deactivate(constraints)
        constraints = make()
        LayoutConstraint.activate(constraints)
        self.signature = signature
    }

    /// A constraint `first.attribute relation second.attribute × multiplier + constant` with a UIKit-style identifier
    /// and no source position (UIKit made it, not the scene).
    static func make(_ identifier: String, _ first: LayoutItem, _ attribute: LayoutAttribute,
                     _ relation: LayoutRelation, _ second: LayoutItem?, _ secondAttribute: LayoutAttribute,
                     multiplier: CGFloat = 1, constant: CGFloat = 0,
                     priority: LayoutPriority = .required) -> LayoutConstraint {
        let constraint = LayoutConstraint(first: first, firstAttribute: attribute, relation: relation, second: second,
                                          secondAttribute: second == nil ? .notAnAttribute : secondAttribute,
                                          multiplier: multiplier, constant: .number(constant), constantAttribute: attribute,
                                          priority: priority, identifier: identifier, location: nil)
        constraint.isMadeByView = true
        return constraint
    }

    /// An equality `first.attribute == second.attribute + constant` (see the relation variant).
    static func make(_ identifier: String, _ first: LayoutItem, _ attribute: LayoutAttribute, _ second: LayoutItem?,
                     _ secondAttribute: LayoutAttribute, constant: CGFloat = 0,
                     priority: LayoutPriority = .required) -> LayoutConstraint {
        make(identifier, first, attribute, .equal, second, secondAttribute, constant: constant, priority: priority)
    }
}
