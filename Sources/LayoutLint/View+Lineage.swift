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
}
