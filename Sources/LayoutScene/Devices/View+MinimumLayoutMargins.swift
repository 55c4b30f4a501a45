extension View {
    /// The smallest margins UIKit lets this view have: its canvas's ``Canvas/systemMinimumLayoutMargins`` (resolved
    /// for the view's direction) when the view is a view controller's root view whose controller respects them
    /// (``ViewController/viewRespectsSystemMinimumLayoutMargins``) or a canvas hosting no controller; zero otherwise.
    ///
    /// ```swift
    /// controller.view.minimumLayoutMargins.left // 16 on an iPhone 15 in portrait
    /// ```
    public var minimumLayoutMargins: EdgeInsets {
        if let controller = owningViewController {
            guard controller.viewRespectsSystemMinimumLayoutMargins else { return .zero }
        } else {
            guard let canvas = self as? Canvas, canvas.hostedController == nil else { return .zero }
        }
        var top: View = self
        while let parent = top.superview { top = parent }
        guard let canvas = top as? Canvas else { return .zero }
        return canvas.systemMinimumLayoutMargins.resolved(for: effectiveUserInterfaceLayoutDirection)
    }

    /// ``layoutMargins`` raised, side by side, to ``minimumLayoutMargins``: the margins layout uses.
    ///
    /// ```swift
    /// controller.view.layoutMargins = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
    /// controller.view.layoutMarginsWithSystemMinimum.left // 16 on an iPhone 15
    /// ```
    public var layoutMarginsWithSystemMinimum: EdgeInsets {
        let minimum = minimumLayoutMargins
        guard minimum != .zero else { return layoutMargins }
        return EdgeInsets(top: Swift.max(layoutMargins.top, minimum.top),
                          left: Swift.max(layoutMargins.left, minimum.left),
                          bottom: Swift.max(layoutMargins.bottom, minimum.bottom),
                          right: Swift.max(layoutMargins.right, minimum.right))
    }
}
