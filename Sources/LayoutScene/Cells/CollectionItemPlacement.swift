import Foundation

/// Where a collection's layout puts its items and supplementary views, in content coordinates, before the cells
/// exist: what ``CollectionView`` asks the data source for and constrains its cells to.
///
/// ```swift
/// let placement = CompositionalPlacement(layout: layout, counts: [6], bounds: CGSize(width: 390, height: 600),
///                                        traits: TraitCollection(), measured: [:]).placement
/// placement.items[0].frame // CGRect(x: 0, y: 0, width: 195, height: 195)
/// ```
package struct CollectionItemPlacement: Equatable {
    /// One cell's place.
    package struct Item: Equatable {
        package var indexPath: IndexPath
        package var frame: CGRect
        /// Whether the cell's content decides its width (an estimated dimension, `automaticSize`).
        package var fitsWidth = false
        /// Whether the cell's content decides its height.
        package var fitsHeight = false
        /// The list the item is a row of, if its section is a list section.
        package var list: CollectionLayoutListConfiguration.Appearance?
        /// Whether a list row draws a separator under it: its list shows them and it is not its section's last.
        package var hasSeparator = false
    }

    /// One header's or footer's place.
    package struct Supplementary: Equatable {
        package var kind: String
        package var indexPath: IndexPath
        package var frame: CGRect
        package var fitsHeight = false
    }

    package var items: [Item] = []
    package var supplementaries: [Supplementary] = []
    /// What the first list section shows behind its rows (see
    /// ``CollectionLayoutListConfiguration/resolvedBackgroundColor``).
    package var listBackgroundColor: Color?
    /// The extent of everything placed.
    package var contentSize = CGSize.zero

    /// The key a measured size is kept under for an item or a supplementary view.
    package static func key(_ kind: String?, _ indexPath: IndexPath) -> String {
        "\(kind ?? "cell")[\(indexPath.section),\(indexPath.item)]"
    }

    /// Mirrors every frame across `width`, as UIKit flips layouts in a right-to-left direction.
    mutating func mirror(width: CGFloat) {
        for index in items.indices {
            items[index].frame.origin.x = width - items[index].frame.maxX
        }
        for index in supplementaries.indices {
            supplementaries[index].frame.origin.x = width - supplementaries[index].frame.maxX
        }
    }
}
