import Foundation

/// UIKit's additions to `IndexPath`: a row (or item) in a section, as tables and collections address them.
///
/// ```swift
/// let path = IndexPath(row: 2, section: 0)
/// path.row      // 2
/// path.section  // 0
/// ```
extension IndexPath {
    /// The path of `row` in `section`.
    ///
    /// ```swift
    /// let first = IndexPath(row: 0, section: 0)
    /// ```
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The path of `item` in `section` (a collection view's name for a row).
    ///
    /// ```swift
    /// let first = IndexPath(item: 0, section: 0)
    /// ```
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (the first index).
    ///
    /// ```swift
    /// IndexPath(row: 1, section: 3).section // 3
    /// ```
    public var section: Int { count > 0 ? self[0] : 0 }

    /// The row in the section (the second index).
    ///
    /// ```swift
    /// IndexPath(row: 1, section: 3).row // 1
    /// ```
    public var row: Int { count > 1 ? self[1] : 0 }

    /// The item in the section: the row, as a collection view names it.
    ///
    /// ```swift
    /// IndexPath(item: 4, section: 0).item // 4
    /// ```
    public var item: Int { row }
}
