import Foundation

/// One thing a table shows in its content, in order: a section's header view, a row's cell or a section's footer
/// view (see ``TableView``).
///
/// ```swift
/// table.visibleElements.map(\.position) // [.header(0), .row([0, 0]), .row([0, 1]), .footer(0)]
/// ```
public struct TableElement {
    /// Where an element is in a table's sections.
    public enum Position: Hashable, Sendable {
        /// Above the rows of a section.
        case header(Int)
        /// A row.
        case row(IndexPath)
        /// Below the rows of a section.
        case footer(Int)
    }

    /// Where it is.
    public let position: Position
    /// The view showing it: a cell for a row.
    public let view: View
    /// Its height when the table fixes it; nil when its content sizes it.
    public let fixedHeight: CGFloat?
    /// The space above it: the empty headers and footers before it and a header's top padding.
    public let gapAbove: CGFloat
}
