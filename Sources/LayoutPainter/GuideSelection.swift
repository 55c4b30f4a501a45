/// Which constraints the painter draws as guides (and which views' ambiguity it marks).
///
/// ```swift
/// let options = PaintOptions(guides: .touching(["title", "avatar"]))
/// ```
public enum GuideSelection: Sendable, Hashable {
    /// Every active scene constraint, and every ambiguous view.
    ///
    /// ```swift
    /// let options = PaintOptions(guides: .all)
    /// ```
    case all
    /// No guides, no layout-guide outlines, no ambiguity marks: just the views.
    ///
    /// ```swift
    /// let options = PaintOptions(guides: .none)
    /// ```
    case none
    /// Only constraints whose first or second item is a view with one of these names (a layout guide counts as its
    /// owning view), and only these views' ambiguity. Unnamed views go by their path name, e.g. `#0.2`.
    ///
    /// ```swift
    /// let options = PaintOptions(guides: .touching(["card"]))
    /// ```
    case touching([String])

    /// Whether a view with one of `names` (a constraint's items' view names) is selected.
    func includes(anyOf names: [String]) -> Bool {
        switch self {
        case .all: true
        case .none: false
        case .touching(let selected): names.contains { selected.contains($0) }
        }
    }
}
