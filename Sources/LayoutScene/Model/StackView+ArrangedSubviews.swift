extension StackView {
    /// Appends `view` to ``arrangedSubviews`` (moving it to the end if it is there already), adds it as a subview
    /// if it is not one, and turns off its ``View/translatesAutoresizingMaskIntoConstraints``, as UIKit does.
    ///
    /// ```swift
    /// form.addArrangedSubview(signUp)
    /// ```
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into ``arrangedSubviews`` at `index` (clamped to the valid range), adding it as a subview if
    /// needed. A view already arranged moves to the new place.
    ///
    /// ```swift
    /// form.insertArrangedSubview(banner, at: 0)
    /// ```
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: current)
        }
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
    }

    /// Stops laying out `view`; it stays a subview (and on screen) unless removed with
    /// ``View/removeFromSuperview()``. Its custom spacing is forgotten.
    ///
    /// ```swift
    /// form.removeArrangedSubview(banner)
    /// banner.removeFromSuperview()
    /// ```
    public func removeArrangedSubview(_ view: View) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
    }
}
