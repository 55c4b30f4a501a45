/// The built-in layouts of a table cell's title, detail and image, as `UITableViewCell.CellStyle`.
///
/// ```swift
/// let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "track")
/// ```
public enum TableViewCellStyle: Int, Sendable, Hashable, CaseIterable {
    /// Image, then one title; no detail label.
    case `default` = 0
    /// Title on the left, detail right-aligned on the right in secondary grey.
    case value1 = 1
    /// A small tinted title right-aligned in a column, the detail after it.
    case value2 = 2
    /// Image, then the title with the detail under it in a smaller font.
    case subtitle = 3
}

/// What a table cell shows at its trailing edge, as `UITableViewCell.AccessoryType`.
///
/// ```swift
/// cell.accessoryType = .disclosureIndicator
/// ```
public enum TableViewCellAccessoryType: Int, Sendable, Hashable, CaseIterable {
    /// Nothing.
    case none = 0
    /// A grey chevron.
    case disclosureIndicator = 1
    /// An info button and a chevron.
    case detailDisclosureButton = 2
    /// A tinted checkmark.
    case checkmark = 3
    /// An info button.
    case detailButton = 4
}

/// How a table draws the lines between rows, as `UITableViewCell.SeparatorStyle`.
///
/// ```swift
/// table.separatorStyle = .none
/// ```
public enum TableViewCellSeparatorStyle: Int, Sendable, Hashable, CaseIterable {
    /// No separators.
    case none = 0
    /// A hairline.
    case singleLine = 1
    /// A hairline (etched lines were for grouped tables before iOS 7).
    case singleLineEtched = 2
}
