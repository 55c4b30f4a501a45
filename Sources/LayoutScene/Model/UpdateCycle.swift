import Foundation

/// What UIKit's update cycle owes one view. A view starts needing both passes; the update-constraints pass runs an
/// overriding class's `updateConstraints()` only while ``needsUpdateConstraints`` is set (the first layout, then
/// after `setNeedsUpdateConstraints()`), and the layout-subviews pass runs `layoutSubviews()` when
/// ``needsLayout`` is set (the first layout, after `setNeedsLayout()`/`layoutIfNeeded()`) or the view's size
/// changed since its last `layoutSubviews()`.
///
/// ```swift
/// card.setNeedsUpdateConstraints() // its updateConstraints() override runs in the next layout
/// ```
struct UpdateCycle {
    var needsUpdateConstraints = true
    var needsLayout = true
    var laidOutSize: CGSize?
}

extension View {
    /// Whether the view's `updateConstraints()` override runs in the next update-constraints pass.
    ///
    /// ```swift
    /// card.needsUpdateConstraints // true until the first layout
    /// ```
    public var needsUpdateConstraints: Bool { updateCycle.needsUpdateConstraints }

    /// Asks for the view's `updateConstraints()` override to run in the next layout, as UIKit does.
    ///
    /// ```swift
    /// view.setNeedsUpdateConstraints()
    /// ```
    public func setNeedsUpdateConstraints() {
        updateCycle.needsUpdateConstraints = true
    }

    /// Runs the update-constraints pass over the view and its subviews now (subviews first), as UIKit's
    /// `updateConstraintsIfNeeded()` does; layout runs it over the whole canvas before every solve.
    ///
    /// ```swift
    /// view.setNeedsUpdateConstraints()
    /// view.updateConstraintsIfNeeded() // the overrides have run
    /// ```
    public func updateConstraintsIfNeeded() {
        for view in viewsInTreeOrder.reversed() { view.runUpdateConstraintsStep() }
    }

    /// Asks for the view's `layoutSubviews()` to run after the next solve.
    ///
    /// ```swift
    /// badge.setNeedsLayout()
    /// ```
    public func setNeedsLayout() {
        updateCycle.needsLayout = true
    }

    /// Tells layout the view's ``intrinsicContentSize`` changed, as UIKit's `invalidateIntrinsicContentSize()` does.
    /// Layout asks every view for its intrinsic size at each solve, so the next one uses the new size; the view needs
    /// no other pass.
    ///
    /// ```swift
    /// badge.text = "99+"
    /// badge.invalidateIntrinsicContentSize()
    /// ```
    public func invalidateIntrinsicContentSize() {}

    /// UIKit lays the view out at once; layoutviz has no frames before the scene is solved, so this asks for
    /// `layoutSubviews()` after the next solve, like ``setNeedsLayout()`` (frames are final in `layoutSubviews()`
    /// and `viewDidLayoutSubviews()`).
    ///
    /// ```swift
    /// view.layoutIfNeeded()
    /// ```
    public func layoutIfNeeded() {
        updateCycle.needsLayout = true
    }

    /// One view's turn in the update-constraints pass: UIKit's ``updateConstraints()`` (which keeps built-in
    /// constraints current), or the overriding class's when the view needs it.
    func runUpdateConstraintsStep() {
        let needed = updateCycle.needsUpdateConstraints
        updateCycle.needsUpdateConstraints = false
        if needed, let overrides { overrides.updateConstraints(of: self) } else { updateConstraints() }
    }

    /// One view's turn in the layout-subviews pass after a solve; `true` when an overriding class's
    /// `layoutSubviews()` ran (and so may have changed the layout).
    func runLayoutSubviewsStep() -> Bool {
        guard updateCycle.needsLayout || updateCycle.laidOutSize != frame.size else { return false }
        updateCycle.needsLayout = false
        updateCycle.laidOutSize = frame.size
        guard let overrides else { return layoutSubviewsChangingLayout() }
        return overrides.layoutSubviews(of: self)
    }
}
