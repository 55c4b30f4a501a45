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
    /// The title drawn below `section`, or nil for none (the default).
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table asks about its rows' and sections' sizes and its section views, as the layout part of
/// `UITableViewDelegate`. A height of ``TableView/automaticDimension`` (the default) leaves the size to the table.
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
    /// The view above `section`'s rows, or nil (the default) for its title or none.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The view below `section`'s rows, or nil (the default) for its title or none.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The height of `section`'s header, or ``TableView/automaticDimension`` (the default).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer, or ``TableView/automaticDimension`` (the default).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
}

extension TableViewDelegate {
    /// The table's row height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        TableView.automaticDimension
    }
    /// No header view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// The table's section header height.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
    /// The table's section footer height.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        TableView.automaticDimension
    }
}
