import LayoutScene

extension View {
    /// The view, then its superview, and so on up to the root: what lint walks to learn what holds a view, places it
    /// or is drawn behind it.
    ///
    /// ```swift
    /// label.selfAndSuperviews.contains(where: \.isHidden)
    /// ```
    var selfAndSuperviews: UnfoldFirstSequence<View> {
        sequence(first: self, next: \.superview)
    }

    /// Where the view was placed: its first active constraint's position for which `isInScene` holds, or for a view
    /// its container places (a stack view's arranged views) the nearest ancestor's.
    ///
    /// ```swift
    /// label.placement(isInScene: { $0.file == "card.swiftlay" })?.line
    /// ```
    func placement(isInScene: (SourceLocation) -> Bool) -> SourceLocation? {
        selfAndSuperviews.lazy.compactMap { candidate in
            candidate.activeLayoutConstraints.lazy.compactMap(\.location).first(where: isInScene)
        }.first
    }
}
