/// The make / prepare / update / remake / remove operations shared by every `snp` namespace.
enum ConstraintLifecycle {
    static func prepare(_ item: LayoutItem, _ dialect: ConstraintDialect,
                        _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(item: item, dialect: dialect)
        closure(maker)
        return maker.constraints
    }

    static func make(_ item: LayoutItem, _ dialect: ConstraintDialect,
                     _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let constraints = prepare(item, dialect, closure)
        for constraint in constraints { constraint.activateIfNeeded(updatingExisting: false) }
        return constraints
    }

    static func remake(_ item: LayoutItem, _ dialect: ConstraintDialect,
                       _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        remove(item)
        return make(item, dialect, closure)
    }

    static func update(_ item: LayoutItem, _ dialect: ConstraintDialect,
                       _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        guard !item.dslConstraints.isEmpty else { return make(item, dialect, closure) }
        let constraints = prepare(item, dialect, closure)
        for constraint in constraints { constraint.activateIfNeeded(updatingExisting: true) }
        return constraints
    }

    static func remove(_ item: LayoutItem) {
        for constraint in item.dslConstraints { constraint.deactivate() }
    }
}
