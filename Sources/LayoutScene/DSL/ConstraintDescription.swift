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
    let dialect: ConstraintDialect
    var relation: LayoutRelation?
    var targets: [Target] = []
    var location: SourceLocation?
    var label: String?
    var multiplier: CGFloat = 1
    var priority = LayoutPriority.required
    var isInvalid = false
    /// The unknown value a stand-in constant replaced (``LayoutConstraint/standInFor``).
    var standInFor: String?
    private var built: [Constraint]?

    init(item: LayoutItem, attributes: ConstraintAttributes, dialect: ConstraintDialect = .snapKit) {
        self.item = item
        self.attributes = attributes
        self.dialect = dialect
    }

    /// Every right-hand side gets this constant: the last constant setter wins, as in both libraries.
    /// Once the constraints exist the change reaches them too, like Masonry's live `setOffset:`.
    func setConstant(_ constant: ConstantValue) {
        mapConstants { _ in constant }
    }

    /// Gives each right-hand side a constant computed from its current one (Masonry's size and centre offsets).
    func mapConstants(_ transform: (ConstantValue) -> ConstantValue) {
        for index in targets.indices { targets[index].constant = transform(targets[index].constant) }
        for (constraint, target) in zip(built ?? [], targets) { constraint.setConstant(target.constant) }
    }

    /// Whether the constraints were made already (`.constraint` was read, or the maker finished).
    var isBuilt: Bool { built != nil }

    /// Records Masonry's message for a change that can no longer reach the made constraints.
    func reportLateChange(_ message: String) {
        item.recordMisuse(message, at: location)
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
            let made = Constraint(from: ConstraintItem(target: item, attributes: attributes), to: target.item,
                                  relation: relation, constant: target.constant, multiplier: multiplier,
                                  priority: priority, label: childLabel, location: location, dialect: dialect)
            for layoutConstraint in made.layoutConstraints { layoutConstraint.standInFor = standInFor }
            return made
        }
    }
}
