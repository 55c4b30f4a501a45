extension ViewController {
    /// Embeds `child` in this controller, as UIKit's `addChild(_:)`: the child's traits now come from this controller
    /// (its ``overrideUserInterfaceStyle`` applies to the child), not from the views its view is placed in. Calls the
    /// child's ``willMove(toParent:)``; add its view to the hierarchy and call ``didMove(toParent:)`` yourself.
    ///
    /// ```swift
    /// addChild(player)
    /// view.addSubview(player.view)
    /// player.didMove(toParent: self)
    /// ```
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        if child.initialViewFrame.isEmpty { child.initialViewFrame = initialViewFrame }
    }

    /// Removes this controller from its parent, as UIKit's `removeFromParent()`, calling ``didMove(toParent:)`` with
    /// `nil`; its view stays where it is until you remove it.
    ///
    /// ```swift
    /// player.willMove(toParent: nil)
    /// player.view.removeFromSuperview()
    /// player.removeFromParent()
    /// ```
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The nearest controller of type `Container` this one is embedded in (its parent, or the parent's, …).
    func nearestAncestor<Container: ViewController>(_ type: Container.Type) -> Container? {
        var current = parent
        while let candidate = current {
            if let container = candidate as? Container { return container }
            current = candidate.parent
        }
        return nil
    }
}
