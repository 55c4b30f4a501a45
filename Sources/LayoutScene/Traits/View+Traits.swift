extension View {
    /// The traits this view is drawn and laid out with, as UIKit's `traitCollection`: the canvas's
    /// ``Canvas/systemTraitCollection`` (``TraitCollection/current`` outside a canvas), with the appearance of
    /// the nearest ``overrideUserInterfaceStyle`` on the way up (a view's own, else its view controller's) and
    /// the view's ``effectiveUserInterfaceLayoutDirection``.
    ///
    /// ```swift
    /// card.overrideUserInterfaceStyle = .dark
    /// title.traitCollection.userInterfaceStyle // .dark, for a subview of card
    /// ```
    public var traitCollection: TraitCollection {
        var traits = rootTraitCollection
        traits.userInterfaceStyle = userInterfaceStyle(inheriting: traits.userInterfaceStyle)
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection
        return traits
    }

    /// The appearance this view resolves colours with when the system appearance is `system`: the nearest
    /// override walking up views and their view controllers, else `system`.
    ///
    /// ```swift
    /// view.userInterfaceStyle(inheriting: .dark) // .light under a view overridden to light
    /// ```
    public func userInterfaceStyle(inheriting system: UserInterfaceStyle) -> UserInterfaceStyle {
        var next: View? = self
        while let view = next {
            if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
            if let style = view.owningViewController?.overrideUserInterfaceStyle, style != .unspecified { return style }
            next = view.superview
        }
        return system
    }

    private var rootTraitCollection: TraitCollection {
        var root = self
        while let parent = root.superview { root = parent }
        return (root as? Canvas)?.systemTraitCollection ?? TraitCollection.current
    }
}
