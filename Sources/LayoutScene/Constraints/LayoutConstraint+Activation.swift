extension LayoutConstraint {
    /// Activates or deactivates the constraint, as `NSLayoutConstraint.isActive`. Activation that UIKit would
    /// refuse (no common ancestor, an illegal constant location) records a diagnostic instead.
    ///
    /// ```swift
    /// constraint.isActive = false
    /// ```
    public var isActive: Bool {
        get { isActiveStorage }
        set { if newValue { activate(at: location) } else { deactivate() } }
    }

    /// Activates all of them, as `NSLayoutConstraint.activate(_:)`.
    ///
    /// ```swift
    /// LayoutConstraint.activate([widthConstraint, heightConstraint])
    /// ```
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.activate(at: constraint.location) }
    }

    /// Deactivates all of them, as `NSLayoutConstraint.deactivate(_:)`.
    ///
    /// ```swift
    /// LayoutConstraint.deactivate(card.snp.constraints.flatMap(\.layoutConstraints))
    /// ```
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.deactivate() }
    }

    /// The message UIKit would throw for this constraint whatever the hierarchy, or `nil` when it is well formed.
    var formProblem: String? {
        if firstAttribute == .notAnAttribute { return DiagnosticMessages.invalidConstraint(location) }
        if let secondAttribute = secondItem.map({ _ in self.secondAttribute }) {
            if secondAttribute == .notAnAttribute { return DiagnosticMessages.invalidConstraint(location) }
            if firstAttribute.isDirectional && secondAttribute.isAbsoluteHorizontalEdge
                || firstAttribute.isAbsoluteHorizontalEdge && secondAttribute.isDirectional {
                return DiagnosticMessages.leadingMixedWithLeft
            }
        }
        if firstAttribute.isLocation, secondItem == nil || multiplier == 0 {
            return DiagnosticMessages.locationEqualToConstant
        }
        return nil
    }

    /// Activates unless UIKit would refuse; a refusal is recorded on the first item. Returns whether it is active.
    @discardableResult
    func activate(at callLocation: SourceLocation?) -> Bool {
        if isActive { return true }
        if let problem = formProblem ?? hierarchyProblem {
            firstItem.recordMisuse(problem, at: callLocation)
            refusal = problem
            return false
        }
        refusal = nil
        hasBeenActive = true
        isActiveStorage = true
        sequence = Sequence.next()
        firstItem.activeLayoutConstraints.append(self)
        return true
    }

    /// The message UIKit would throw for activating this constraint in the hierarchy as it stands (its items have no
    /// common ancestor), or `nil` when they share one.
    private var hierarchyProblem: String? {
        guard let firstView = firstItem.hierarchyView else { return DiagnosticMessages.noCommonAncestor(self) }
        guard let secondItem else { return nil }
        guard let secondView = secondItem.hierarchyView, firstView.nearestCommonAncestor(with: secondView) != nil else {
            return DiagnosticMessages.noCommonAncestor(self)
        }
        return nil
    }

    /// Deactivates; layout stops using the constraint.
    func deactivate() {
        guard isActive else { return }
        isActiveStorage = false
        firstItem.activeLayoutConstraints.removeAll { $0 === self }
    }

    /// Deactivates, and drops the owning DSL constraint from its item's set once none of its parts is active.
    func deactivateAndForget() {
        deactivate()
        guard let owner, !owner.layoutConstraints.contains(where: \.isActive) else { return }
        owner.fromItem?.dslConstraints.removeAll { $0 === owner }
    }
}
