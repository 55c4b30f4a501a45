import Foundation

/// A table, as `UITableView`: a scroll view with a table's look and settings. With a ``dataSource`` it shows its
/// rows when it is laid out, as UIKit does: only those that fit its height (from its content offset down), one
/// after another, as wide as the table, each as tall as ``TableViewDelegate/tableView(_:heightForRowAt:)`` or
/// ``rowHeight`` say, or, for ``automaticDimension``, as its content's constraints make it (44 when they give it no
/// height, as UIKit falls back to). Each section's header and footer view or title sits above and below its rows
/// (see ``sectionSupplement(_:in:)`` for their heights and the space grouped styles keep); inset-grouped styles
/// inset the rows (see ``CellLayoutEstimates``). A row is named `table.cell[section,row]` after the table, a
/// section view `table.sectionHeader[section]` or `table.sectionFooter[section]` unless it has a name. A
/// ``tableHeaderView`` sits above the rows and a ``tableFooterView`` below the last one shown, each as wide as the
/// table and as tall as the frame it had when it was set (as UIKit reads a header's height from its frame then),
/// or, with no frame height, as its content's constraints make it.
///
/// ```swift
/// let table = UITableView(frame: .zero, style: .insetGrouped)
/// table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
/// table.rowHeight = UITableView.automaticDimension
/// table.separatorStyle = .none
/// ```
open class TableView: ScrollView {
    /// UIKit's "size from the content" marker for row, header and footer heights.
    public static let automaticDimension: CGFloat = -1

    /// The table's style (set by the initializer).
    public package(set) var style: TableViewStyle
    /// The rows' height, or ``automaticDimension`` (the default) for self-sizing rows.
    public var rowHeight = TableView.automaticDimension
    /// The rows' estimated height (``automaticDimension`` by default).
    public var estimatedRowHeight = TableView.automaticDimension
    /// The section headers' height, or ``automaticDimension`` (the default) for their content's (see
    /// ``TableView``).
    public var sectionHeaderHeight = TableView.automaticDimension
    /// The section footers' height, or ``automaticDimension`` (the default) for their content's.
    public var sectionFooterHeight = TableView.automaticDimension
    /// The space above each section header view of a plain table, or ``automaticDimension`` (the default) for
    /// iOS 15's 22.
    public var sectionHeaderTopPadding = TableView.automaticDimension
    /// The section headers' estimated height (kept for pasted code: headers are measured).
    public var estimatedSectionHeaderHeight = TableView.automaticDimension
    /// The section footers' estimated height (kept for pasted code).
    public var estimatedSectionFooterHeight = TableView.automaticDimension
    /// How the lines between rows are drawn; cells in the table draw theirs unless this is `.none`.
    public var separatorStyle: TableViewCellSeparatorStyle = .singleLine
    /// The separators' colour.
    public var separatorColor: Color? = .separator
    /// The default separator inset of the table's cells (only `left` and `right` are used).
    public var separatorInset = CellLayoutEstimates.separatorInset
    /// The object that provides the rows, asked when the table is laid out (held weakly, as in UIKit).
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }
    /// The object asked for row heights (held weakly, as in UIKit).
    public weak var delegate: (any TableViewDelegate)? {
        didSet { reloadData() }
    }
    /// The view above the rows, as wide as the table and as tall as its frame (see ``TableView``).
    public var tableHeaderView: View? {
        didSet { replaceAccessory(oldValue, with: tableHeaderView) }
    }
    /// The view below the last row, as wide as the table and as tall as its frame.
    public var tableFooterView: View? {
        didSet { replaceAccessory(oldValue, with: tableFooterView) }
    }
    /// The header's and footer's frame heights when they were set, which UIKit reads then (an app changing a
    /// header's height sets it again).
    var accessoryHeights: [ObjectIdentifier: CGFloat] = [:]
    /// The section headers, rows and section footers shown, in order (see ``TableView``).
    public package(set) var visibleElements: [TableElement] = []
    /// The rows shown, in order, as the data source made them (see ``TableView``).
    public var visibleRows: [(indexPath: IndexPath, cell: TableViewCell)] {
        visibleElements.compactMap { element in
            guard case .row(let indexPath) = element.position, let cell = element.view as? TableViewCell else {
                return nil
            }
            return (indexPath, cell)
        }
    }
    /// The last position asked for, shown or (a header or footer without a view) left as space.
    var lastPosition: TableElement.Position?
    /// The space the headers and footers without views after the last element shown leave.
    var pendingGap: CGFloat = 0
    /// The size the rows were loaded for; nil until they are (or after the data source changes).
    var rowsLoadedForSize: CGSize?
    /// The rows in each section, as the data source gave them when the rows were loaded.
    var rowCounts: [Int] = []
    /// Self-sizing rows that came out with no height and were given the standard height.
    var collapsedRows: Set<ObjectIdentifier> = []
    /// The constraints placing the rows.
    var rowConstraints: [LayoutConstraint] = []
    /// Whether the last layout pass changed the rows.
    var rowsChanged = false
    /// Whether rows can be selected (kept).
    public var allowsSelection = true
    /// The reuse identifiers registered, in order (the data source makes its cells itself).
    public private(set) var registeredIdentifiers: [String] = []

    /// A table with a frame and style; plain tables are `.systemBackground`, grouped ones `.systemGroupedBackground`.
    ///
    /// ```swift
    /// let table = UITableView(frame: .zero, style: .grouped)
    /// ```
    public init(frame: CGRect, style: TableViewStyle) {
        self.style = style
        super.init(frame: frame)
        adopt(style: style)
        alwaysBounceVertical = true
    }

    /// Gives the table `style` and the background UIKit gives a table of it (plain tables `.systemBackground`,
    /// grouped ones `.systemGroupedBackground`): for a subclass whose `super.init(frame:style:)` runs after it is made.
    package func adopt(style: TableViewStyle) {
        self.style = style
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    }

    /// A plain table with a frame.
    ///
    /// ```swift
    /// let table = UITableView(frame: .zero)
    /// ```
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Built in code, never unarchived: there is nothing to decode, so this always fails. It exists so that
    /// subclasses written for UIKit, with their `required init?(coder:)`, compile unchanged.
    ///
    /// ```swift
    /// required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    /// ```
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A plain table with a zero frame.
    ///
    /// ```swift
    /// let table = UITableView()
    /// ```
    public convenience init() {
        self.init(frame: .zero, style: .plain)
    }

    /// Rows (items) size the content in UIKit, never constraints.
    override package var sizesContentItself: Bool { true }

    /// Loads the rows that fit once the table has its size (see ``TableView``).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleRows()
    }

    override package func takeLayoutChange() -> Bool {
        defer { rowsChanged = false }
        return rowsChanged
    }

    /// Takes `new` in place of `old` as the header or footer view, and places the rows again.
    private func replaceAccessory(_ old: View?, with new: View?) {
        if let old {
            accessoryHeights[ObjectIdentifier(old)] = nil
            if old !== new, old.superview === self { old.removeFromSuperview() }
        }
        if let new {
            accessoryHeights[ObjectIdentifier(new)] = new.frame.height
            new.translatesAutoresizingMaskIntoConstraints = false
            addSubview(new)
        }
        reloadData()
    }

    /// Whether `indexPath` is the last row of its section, as the data source counted them when the rows were
    /// loaded.
    ///
    /// ```swift
    /// table.isLastRow(IndexPath(row: 2, section: 0)) // true for a section of three rows
    /// ```
    public func isLastRow(_ indexPath: IndexPath) -> Bool {
        rowCounts.indices.contains(indexPath.section) && indexPath.row == rowCounts[indexPath.section] - 1
    }

    /// Forgets the rows so the next layout asks the data source again, as `reloadData()` does.
    ///
    /// ```swift
    /// table.reloadData()
    /// ```
    public func reloadData() {
        rowsLoadedForSize = nil
        setNeedsLayout()
    }

    /// Notes a reuse identifier; the data source makes its cells itself (a scene's dequeue makes the registered class).
    ///
    /// ```swift
    /// table.register(TrackCell.self, forCellReuseIdentifier: "track")
    /// ```
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredIdentifiers.append(identifier)
    }
}

/// A table's look, as `UITableView.Style`.
///
/// ```swift
/// let settings = UITableView(frame: .zero, style: .insetGrouped)
/// ```
public enum TableViewStyle: Int, Sendable, Hashable, CaseIterable {
    /// Rows edge to edge.
    case plain = 0
    /// Sections on a grouped background.
    case grouped = 1
    /// Sections as inset rounded cards.
    case insetGrouped = 2
}

/// UIKit's name for ``TableViewDataSource``.
///
/// ```swift
/// final class Rows: NSObject, UITableViewDataSource { /* … */ }
/// ```
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's name for ``TableViewDelegate``.
///
/// ```swift
/// final class Heights: NSObject, UITableViewDelegate { /* … */ }
/// ```
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's name for ``TableView``.
///
/// ```swift
/// let table = UITableView()
/// ```
public typealias UITableView = TableView

extension TableView {
    /// UIKit's nested name for ``TableViewStyle``.
    public typealias Style = TableViewStyle
}
