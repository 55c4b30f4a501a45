import Foundation

/// What a table asks for its rows, as `UITableViewDataSource`: how many sections and rows, each row's cell, and
/// each section's header title. A table with a data source fills itself with the rows that fit when it is laid
/// out (see ``TableView``).
///
/// ```swift
/// final class Fruits: TableViewDataSource {
///     let names = ["Apple", "Pear"]
///     func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }
///     func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
///         let cell = TableViewCell(style: .default, reuseIdentifier: "fruit")
///         cell.textLabel?.text = names[indexPath.row]
///         return cell
///     }
/// }
/// ```
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell showing the row at `indexPath`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title drawn above `section`, or nil for none (the default).
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// What a table asks about its rows' sizes, as the layout part of `UITableViewDelegate`.
///
/// ```swift
/// final class Tall: TableViewDelegate {
///     func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
/// }
/// ```
public protocol TableViewDelegate: AnyObject {
    /// The row's height, or ``TableView/automaticDimension`` to use the table's ``TableView/rowHeight`` (the
    /// default).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension TableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }
}
