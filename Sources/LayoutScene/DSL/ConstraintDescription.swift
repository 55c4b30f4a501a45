import Foundation

/// Everything one `make.…` chain said, collected until the maker turns it into constraints.
final class ConstraintDescription {
    /// One right-hand side: an item (with its named attributes) or a constant relative to the superview.
    struct Target {
        var item: ConstraintItem?
        var constant: ConstantValue
    }

    let item: LayoutItem
    var attributes: ConstraintAttributes
    var relation: LayoutRelation?
    var targets: [Target] = []
    var location: SourceLocation?
    var label: String?
    var multiplier: CGFloat = 1
    var priority = LayoutPriority.required
    var isInvalid = false
    private var built: [Constraint]?

    init(item: LayoutItem, attributes: ConstraintAttributes) {
        self.item = item
        self.attributes = attributes
    }

    /// Every right-hand side gets this constant: the last constant setter wins, as in both libraries.
    func setConstant(_ constant: ConstantValue) {
        for index in targets.indices { targets[index].constant = constant }
    }

    /// The constraints this chain makes (built once): one per target, none without a relation or when invalid.
    var constraints: [Constraint] {
        if let built { return built }
        let made = makeConstraints()
        built = made
        return made
    }

    private func makeConstraints() -> [Constraint] {
        guard let relation, !isInvalid, let location else { return [] }
        return targets.enumerated().map { index, target in
            let childLabel = targets.count > 1 ? label.map { "\($0)[\(index)]" } : label
            return Constraint(from: ConstraintItem(target: item, attributes: attributes), to: target.item,
                              relation: relation, constant: target.constant, multiplier: multiplier,
                              priority: priority, label: childLabel, location: location)
        }
    }
}
