extension LayoutConstraint {
    /// The view UIKit would install the constraint on: the nearest common ancestor of its items' views,
    /// or the first item's view for a constant size.
    ///
    /// ```swift
    /// constraint.installationView === container // true
    /// ```
    public var installationView: View? {
        guard let firstView = firstItem.hierarchyView else { return nil }
        guard let secondView = secondItem?.hierarchyView else { return firstView }
        return firstView.nearestCommonAncestor(with: secondView)
    }
}

extension View {
    /// The active constraints installed on this view (see ``LayoutConstraint/installationView``), as
    /// SnapKit's and Masonry's tests count them, in activation order.
    ///
    /// ```swift
    /// container.installedConstraints.count // 4 after `edges.equalToSuperview()` on one subview
    /// ```
    public var installedConstraints: [LayoutConstraint] {
        allActiveLayoutConstraints().filter { $0.installationView === self }
    }
}

extension View {
    /// UIKit's `constraints`: the active constraints installed on this view, ``installedConstraints``.
    ///
    /// ```swift
    /// NSLayoutConstraint.deactivate(container.constraints)
    /// ```
    public var constraints: [LayoutConstraint] { installedConstraints }

    /// Activates `constraint`, as the pre-iOS 8 `addConstraint(_:)` does (UIKit installs it on the items' nearest
    /// common ancestor whichever view it is added to).
    ///
    /// ```swift
    /// card.addConstraint(NSLayoutConstraint(item: title, attribute: .top, relatedBy: .equal, toItem: card,
    ///                                       attribute: .top, multiplier: 1, constant: 12))
    /// ```
    public func addConstraint(_ constraint: LayoutConstraint) {
        constraint.activate(at: constraint.location)
    }

    /// Activates each of `constraints`, as `addConstraints(_:)`.
    ///
    /// ```swift
    /// card.addConstraints([top, leading])
    /// ```
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint`, as `removeConstraint(_:)`.
    ///
    /// ```swift
    /// card.removeConstraint(top)
    /// ```
    public func removeConstraint(_ constraint: LayoutConstraint) {
        constraint.deactivate()
    }

    /// Deactivates each of `constraints`, as `removeConstraints(_:)`.
    ///
    /// ```swift
    /// card.removeConstraints(card.constraints)
    /// ```
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        LayoutConstraint.deactivate(constraints)
    }
}
