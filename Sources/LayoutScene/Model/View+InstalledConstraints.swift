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
