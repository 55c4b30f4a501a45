import Foundation

/// A table's data source that shows a snapshot, as `UITableViewDiffableDataSource`: made for a table (it becomes the
/// table's `dataSource`), it shows the sections and rows of the snapshot it was last given (see
/// ``DiffableDataSource``), each row's cell made by the cell provider.
///
/// ```swift
/// let dataSource = UITableViewDiffableDataSource<Section, Contact>(tableView: table) { table, indexPath, contact in
///     let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
///     cell.textLabel?.text = contact.name
///     return cell
/// }
/// ```
open class TableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, TableViewDataSource {
    /// Makes the cell of a row; nil gives an empty cell.
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    private let cellProvider: CellProvider
    /// Kept for pasted code: a still picture shows rows without animation.
    public var defaultRowAnimation = TableViewRowAnimation.automatic

    /// A data source for `tableView`, which it becomes the data source of.
    ///
    /// ```swift
    /// UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in UITableViewCell() }
    /// ```
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.cellProvider = cellProvider
        super.init { [weak tableView] in tableView?.reloadData() }
        tableView.dataSource = self
    }

    /// The snapshot's sections.
    public func numberOfSections(in tableView: TableView) -> Int { numberOfSections }

    /// The snapshot's rows in the section.
    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        numberOfItems(inSectionAt: section)
    }

    /// The cell provider's cell for the row.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return TableViewCell() }
        return cellProvider(tableView, indexPath, item) ?? TableViewCell()
    }
}

/// How a table animates row changes, as `UITableView.RowAnimation` (kept; a still picture has no animation).
///
/// ```swift
/// dataSource.defaultRowAnimation = .fade
/// ```
public enum TableViewRowAnimation: Sendable, CaseIterable {
    case fade, right, left, top, bottom, none, middle, automatic
}

/// UIKit's name for ``TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
