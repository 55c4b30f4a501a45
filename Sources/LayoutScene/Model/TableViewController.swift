import Foundation

/// A controller whose view is a table, as `UITableViewController`: ``loadView()`` makes a ``TableView`` of the
/// controller's ``style`` the size of the screen, and ``tableView`` is that view. Set the table's data source
/// (UIKit sets it to the controller; layoutviz's interpreter does so for scene classes).
///
/// ```swift
/// final class Settings: TableViewController, TableViewDataSource {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         tableView.dataSource = self
///     }
///     …
/// }
/// let canvas = Canvas(hosting: Settings(style: .insetGrouped), width: 390, height: 844)
/// ```
open class TableViewController: ViewController {
    /// The style the table is made with.
    public package(set) var style: TableViewStyle
    /// Whether selected rows are deselected when the view appears; kept as set (a still picture has no selection).
    public var clearsSelectionOnViewWillAppear = true

    /// A controller whose table has `style`.
    ///
    /// ```swift
    /// let controller = UITableViewController(style: .grouped)
    /// ```
    public init(style: TableViewStyle) {
        self.style = style
        super.init()
    }

    /// A controller with a plain table, as UIKit's `init()` and `init(nibName:bundle:)`.
    ///
    /// ```swift
    /// let controller = UITableViewController()
    /// ```
    public override convenience init() {
        self.init(style: .plain)
    }

    /// The controller's view as a table (loading it if needed); nil when code replaced the view with another kind.
    /// Setting it makes the table the view.
    ///
    /// ```swift
    /// controller.tableView.rowHeight = 64
    /// ```
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes the view: a table of ``style`` the size the controller's host gives.
    ///
    /// ```swift
    /// override func loadView() { super.loadView(); tableView.separatorStyle = .none }
    /// ```
    open override func loadView() {
        view = TableView(frame: initialViewFrame, style: style)
    }
}
