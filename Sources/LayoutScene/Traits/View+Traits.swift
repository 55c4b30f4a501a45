extension View {
    /// The traits this view is drawn and laid out with, as UIKit's `traitCollection`: the canvas's
    /// ``Canvas/systemTraitCollection`` (``TraitCollection/current`` outside a canvas), with the appearance of
    /// the nearest ``overrideUserInterfaceStyle`` on the way up (a view's own, else its view controller's), the
    /// text size limited by the content size categories set on the way (``contentSizeCategory(inheriting:)``) and
    /// the view's ``effectiveUserInterfaceLayoutDirection``.
    ///
    /// ```swift
    /// card.overrideUserInterfaceStyle = .dark
    /// title.traitCollection.userInterfaceStyle // .dark, for a subview of card
    /// ```
    public var traitCollection: TraitCollection {
        var traits = rootTraitCollection
        traits.userInterfaceStyle = userInterfaceStyle(inheriting: traits.userInterfaceStyle)
        traits.preferredContentSizeCategory = contentSizeCategory(inheriting: traits.preferredContentSizeCategory)
        traits.layoutDirection = effectiveUserInterfaceLayoutDirection
        return traits
    }

    /// The appearance this view resolves colours with when the system appearance is `system`: the nearest
    /// override walking up views and their view controllers, else `system`. As in UIKit, a view's override stops at
    /// an embedded child controller: the child's root view goes on to its controller, that controller's parents and
    /// then the views above the outermost one (the canvas), skipping the views between.
    ///
    /// ```swift
    /// view.userInterfaceStyle(inheriting: .dark) // .light under a view overridden to light
    /// ```
    public func userInterfaceStyle(inheriting system: UserInterfaceStyle) -> UserInterfaceStyle {
        var next: View? = self
        while let view = next {
            if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
            guard var controller = view.owningViewController else {
                next = view.superview
                continue
            }
            while true {
                if controller.overrideUserInterfaceStyle != .unspecified { return controller.overrideUserInterfaceStyle }
                guard let parent = controller.parent else { break }
                controller = parent
            }
            next = controller === view.owningViewController ? view.superview : controller.viewIfLoaded?.superview
        }
        return system
    }

    /// The text size of this view when the system's is `system`: limited by the ``minimumContentSizeCategory`` and
    /// ``maximumContentSizeCategory`` of the view and its superviews, the outermost limit applied first.
    ///
    /// ```swift
    /// card.maximumContentSizeCategory = .accessibilityMedium
    /// title.contentSizeCategory(inheriting: .accessibilityExtraExtraExtraLarge) // .accessibilityMedium, under card
    /// ```
    public func contentSizeCategory(inheriting system: ContentSizeCategory) -> ContentSizeCategory {
        var limits: [(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?)] = []
        var next: View? = self
        while let view = next {
            if view.minimumContentSizeCategory != nil || view.maximumContentSizeCategory != nil {
                limits.append((view.minimumContentSizeCategory, view.maximumContentSizeCategory))
            }
            next = view.superview
        }
        var category = system.normalized
        for limit in limits.reversed() {
            if let minimum = limit.minimum, minimum != .unspecified, category < minimum { category = minimum }
            if let maximum = limit.maximum, maximum != .unspecified, category > maximum { category = maximum }
        }
        return category
    }

    private var rootTraitCollection: TraitCollection {
        var root = self
        while let parent = root.superview { root = parent }
        return (root as? Canvas)?.systemTraitCollection ?? TraitCollection.current
    }
}
