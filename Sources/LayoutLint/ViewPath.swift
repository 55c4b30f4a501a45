import LayoutScene

/// A view's path of names as lint and the accessibility hierarchy print it.
enum ViewPath {
    /// `card/title`: the display names from the root's child down to the view (the root itself, which has no
    /// superview, is left out).
    static func of(_ view: View) -> String {
        view.selfAndSuperviews.filter { $0.superview != nil }.reversed().map(\.displayName).joined(separator: "/")
    }
}
