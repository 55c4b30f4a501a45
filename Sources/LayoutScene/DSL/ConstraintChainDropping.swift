/// A DSL chain that a tool can drop before its constraints are made, so that nothing of it reaches the layout (the
/// scene interpreter drops a chain whose constant or target it cannot know).
///
/// ```swift
/// (make.top as ConstraintChainDropping).dropConstraints() // make.top.equalTo(…) adds nothing
/// ```
package protocol ConstraintChainDropping: AnyObject {
    /// Marks every constraint of the chain invalid: the maker makes none of them.
    func dropConstraints()
}

extension ConstraintMakerRelatable: ConstraintChainDropping {
    package func dropConstraints() {
        description.isInvalid = true
    }
}

extension ConstraintMakerFinalizable: ConstraintChainDropping {
    package func dropConstraints() {
        for description in descriptions { description.isInvalid = true }
    }
}
