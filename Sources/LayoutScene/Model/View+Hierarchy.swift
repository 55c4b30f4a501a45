extension View {
    /// Adds `view` on top of the other subviews, taking it out of any other superview first.
    ///
    /// ```swift
    /// canvas.addSubview(card)
    /// ```
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (0 is at the back).
    ///
    /// ```swift
    /// card.insertSubview(background, at: 0)
    /// ```
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    /// Inserts `view` just above `sibling`.
    ///
    /// ```swift
    /// card.insertSubview(badge, aboveSubview: avatar)
    /// ```
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`.
    ///
    /// ```swift
    /// card.insertSubview(shadow, belowSubview: avatar)
    /// ```
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves a subview to the front.
    ///
    /// ```swift
    /// card.bringSubviewToFront(badge)
    /// ```
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back.
    ///
    /// ```swift
    /// card.sendSubviewToBack(background)
    /// ```
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Takes the view out of its superview. As in UIKit, constraints between the view's subtree and the
    /// rest of the old hierarchy are deactivated.
    ///
    /// ```swift
    /// badge.removeFromSuperview()
    /// ```
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        let inside = Set(allItemsInSubtree().map(ObjectIdentifier.init))
        for constraint in rootView.allActiveLayoutConstraints() {
            let firstInside = inside.contains(ObjectIdentifier(constraint.firstItem))
            let secondInside = constraint.secondItem.map { inside.contains(ObjectIdentifier($0)) } ?? firstInside
            if firstInside != secondInside { constraint.deactivateAndForget() }
        }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Whether `view` is this view or one of its ancestors.
    ///
    /// ```swift
    /// label.isDescendant(of: canvas) // true once added
    /// ```
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The top of this view's hierarchy (the canvas once the view is added to one).
    ///
    /// ```swift
    /// label.rootView === canvas // true
    /// ```
    public var rootView: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }

    /// This view and all its descendants, depth first, each view before its subviews (tree order).
    ///
    /// ```swift
    /// let names = canvas.viewsInTreeOrder.map(\.name)
    /// ```
    public var viewsInTreeOrder: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
        return result
    }

    /// The nearest view that is an ancestor of (or equal to) both views, if they share a hierarchy.
    ///
    /// ```swift
    /// title.nearestCommonAncestor(with: subtitle) === card // true
    /// ```
    public func nearestCommonAncestor(with other: View) -> View? {
        var ancestors = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    /// Every view and guide in this subtree, in tree order, each view followed by its guides.
    package func allItemsInSubtree() -> [LayoutItem] {
        viewsInTreeOrder.flatMap { view -> [LayoutItem] in [view] + view.allLayoutGuides }
    }

    /// Every active constraint whose first item is in this subtree, in activation order.
    package func allActiveLayoutConstraints() -> [LayoutConstraint] {
        allItemsInSubtree().flatMap(\.activeLayoutConstraints).sorted { $0.sequence < $1.sequence }
    }

    /// Every diagnostic recorded by DSL calls on items of this subtree, in the order they happened.
    package func recordedMisuse() -> [LayoutDiagnostic] {
        allItemsInSubtree().flatMap(\.diagnostics).sorted { $0.sequence < $1.sequence }.map(\.diagnostic)
    }
}
