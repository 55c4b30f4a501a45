import Foundation

/// How a table shows a section's title, as UIKit styles the label of a section header or footer: plain tables in
/// 17-point semibold, grouped ones in 13-point secondary grey with headers in capitals, the text starting where the
/// rows' text starts (see ``CellLayoutEstimates`` for the numbers).
///
/// ```swift
/// let style = SectionTitleStyle(position: .header, tableStyle: .insetGrouped)
/// style.leadingInset // 32: the card's inset and the cell's margin
/// ```
public struct SectionTitleStyle: Hashable, Sendable {
    /// Above or below a section's rows.
    public enum Position: Hashable, Sendable {
        /// Above the rows.
        case header
        /// Below the rows.
        case footer
    }

    /// Above or below the rows.
    public let position: Position
    /// The style of the table showing the title.
    public let tableStyle: TableViewStyle

    /// A title's style in a table of `tableStyle`.
    ///
    /// ```swift
    /// SectionTitleStyle(position: .footer, tableStyle: .grouped).font // 13 pt
    /// ```
    public init(position: Position, tableStyle: TableViewStyle) {
        self.position = position
        self.tableStyle = tableStyle
    }

    private typealias E = CellLayoutEstimates

    /// The title's font.
    public var font: Font { tableStyle == .plain ? E.plainSectionTitleFont : E.groupedSectionTitleFont }

    /// The title's colour.
    public var textColor: Color { tableStyle == .plain ? .label : .secondaryLabel }

    /// Whether the title shows in capitals (a grouped table's header).
    public var isUppercased: Bool { tableStyle != .plain && position == .header }

    /// The space from the table's leading (and trailing) edge to the text: the cell margin, plus an inset-grouped
    /// card's inset.
    public var leadingInset: CGFloat {
        E.horizontalMargin + (tableStyle == .insetGrouped ? E.insetGroupedMargin : 0)
    }

    /// The space above and below the text.
    public var verticalInsets: (top: CGFloat, bottom: CGFloat) {
        switch (tableStyle, position) {
        case (.plain, _): E.plainSectionTitleInsets
        case (_, .header): E.groupedHeaderTitleInsets
        case (_, .footer): E.groupedFooterTitleInsets
        }
    }
}
