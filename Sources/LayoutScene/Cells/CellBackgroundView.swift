import Foundation

/// Where a cell puts its `backgroundView`, as UIKit does for table and collection cells: behind every other subview
/// (the content view included), filling the cell's bounds and resized with it, named `backgroundView` after the
/// cell. A view it replaces leaves the cell. `selectedBackgroundView` is only shown while the cell is selected, and
/// layoutviz draws cells unselected, so it is kept and never placed.
///
/// ```swift
/// let cell = TableViewCell(style: .default, reuseIdentifier: nil)
/// cell.backgroundView = View()      // cell.subviews.first === cell.backgroundView
/// ```
enum CellBackgroundView {
    /// Places `view` as `cell`'s background, taking `replaced` out of the cell.
    static func place(_ view: View?, replacing replaced: View?, in cell: View) {
        guard replaced !== view else { return }
        if let replaced, replaced.superview === cell { replaced.removeFromSuperview() }
        guard let view else { return }
        view.autoresizesToFillSuperview = true
        if view.derivedName == nil { view.derivedName = .init(owner: cell, suffix: "backgroundView") }
        cell.insertSubview(view, at: 0)
    }
}
