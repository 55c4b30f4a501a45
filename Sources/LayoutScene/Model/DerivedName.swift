/// The name of a view UIKit makes inside another: the owner's name and a suffix (`contentView`, `textLabel`…).
///
/// ```swift
/// cell.contentView.displayName // "trackCell.contentView"
/// ```
package struct DerivedName {
    /// The view that made it.
    package weak var owner: View?
    /// What the owner calls it.
    package let suffix: String

    package init(owner: View, suffix: String) {
        self.owner = owner
        self.suffix = suffix
    }
}
