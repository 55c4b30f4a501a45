/// A DSL chain that a tool can drop before its constraints are made, so that nothing of it reaches the layout, or mark
/// as holding a stand-in (the scene interpreter drops a chain whose target it cannot know, and keeps one whose
/// constant it cannot know with a stand-in).
///
/// ```swift
/// (make.top as ConstraintChainDropping).dropConstraints() // make.top.equalTo(…) adds nothing
/// ```
package protocol ConstraintChainDropping: AnyObject {
    /// Marks every constraint of the chain invalid: the maker makes none of them.
    func dropConstraints()
    /// Marks every constraint of the chain as laid out with a stand-in for the unknown value `symbol`
    /// (``LayoutConstraint/standInFor``).
    func markStandIn(for symbol: String)
}

extension ConstraintMakerRelatable: ConstraintChainDropping {
    package func dropConstraints() {
        description.isInvalid = true
    }

    package func markStandIn(for symbol: String) {
        description.standInFor = symbol
    }
}

extension ConstraintMakerFinalizable: ConstraintChainDropping {
    package func dropConstraints() {
        for description in descriptions { description.isInvalid = true }
    }

    package func markStandIn(for symbol: String) {
        for description in descriptions {
            description.standInFor = symbol
            for constraint in description.isBuilt ? description.constraints : [] {
                for layoutConstraint in constraint.layoutConstraints { layoutConstraint.standInFor = symbol }
            }
        }
    }
}
