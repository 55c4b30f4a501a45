import Foundation

/// A table-like list made with a compositional layout, as `UICollectionLayoutListConfiguration`: full-width rows
/// as tall as their content (44 estimated), and for the grouped appearances the sections' spacing and inset cards
/// of ``TableView``'s styles (the values are ``CellLayoutEstimates``'s).
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.showsSeparators = false
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// ```
public struct CollectionLayoutListConfiguration {
    /// The list's look.
    public enum Appearance: Sendable, CaseIterable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// What shows above each section, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Sendable, CaseIterable {
        case none, supplementary, firstItemInSection
    }

    /// The list's look.
    public var appearance: Appearance
    /// Whether rows are separated by lines.
    public var showsSeparators = true
    /// The list's background; nil for the appearance's.
    public var backgroundColor: Color?
    /// Above each section.
    public var headerMode = HeaderMode.none
    /// Below each section (`.supplementary` or `.none`).
    public var footerMode = HeaderMode.none
    /// Space above each section's header; nil for the appearance's.
    public var headerTopPadding: CGFloat?

    /// A list of an appearance.
    ///
    /// ```swift
    /// UICollectionLayoutListConfiguration(appearance: .plain)
    /// ```
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Whether sections are set apart as grouped tables' are.
    public var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar }

    /// What shows behind the list's rows: its own colour, else `systemGroupedBackground` for the grouped looks and
    /// nothing (the collection's background) for the plain ones.
    public var resolvedBackgroundColor: Color? {
        backgroundColor ?? (isGrouped ? .systemGroupedBackground : nil)
    }

    /// One section of the list: a row per item, full width less the inset cards' margins.
    func section() -> CollectionLayoutSection {
        let rowSize = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                           heightDimension: .estimated(CellLayoutEstimates.minimumRowHeight))
        let row = CollectionLayoutItem(layoutSize: rowSize)
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: rowSize, subitems: [row]))
        let margin = appearance == .insetGrouped ? CellLayoutEstimates.insetGroupedMargin : 0
        section.contentInsets = isGrouped
            ? DirectionalEdgeInsets(top: CellLayoutEstimates.groupedEmptyHeaderHeight, leading: margin,
                                    bottom: CellLayoutEstimates.groupedEmptyFooterHeight, trailing: margin)
            : .zero
        section.listConfiguration = self
        let estimatedTitle = CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                  heightDimension: .estimated(CellLayoutEstimates.minimumRowHeight))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: estimatedTitle, elementKind: CollectionView.elementKindSectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: estimatedTitle, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// UIKit's name for ``CollectionLayoutListConfiguration``.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
