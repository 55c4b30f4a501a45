import Foundation
import LayoutScene

/// Everything a picture of a laid-out scene contains, in drawing order and in output coordinates (points,
/// origin at the top-left of the picture, padding included). Painters make it; back ends (PNG, PDF, SVG)
/// draw it without measuring or deciding anything, so every format shows the same thing.
///
/// ```swift
/// let list = Painter(options: .init(guides: .all)).paint(canvas, result: canvas.layout(measuring: measurer),
///                                                        measuring: measurer)
/// for item in list.items { print(item.id) }
/// ```
public struct DisplayList: Sendable, Hashable {
    /// The picture's size in points.
    public var size: CGSize
    /// The colour behind everything; `nil` leaves the picture transparent.
    public var background: Color?
    /// A one-line title (SVG `<title>`), e.g. the scene's name.
    public var title: String
    /// A longer text description (SVG `<desc>`): the views and constraints in words.
    public var summary: String
    /// The items, back to front.
    public var items: [DisplayItem]
    /// Colours per class for a dark appearance (SVG only); empty for none.
    ///
    /// ```swift
    /// list.darkStyles = [DisplayClassStyle(className: "label", fill: .white, stroke: nil)]
    /// ```
    public var darkStyles: [DisplayClassStyle] = []
    /// What the painter cut, clamped or left out to draw the scene (not drawn; for the caller to report).
    ///
    /// ```swift
    /// for warning in list.warnings { print(warning) } // warning: label 'body': text of 12000 characters cut to 10000
    /// ```
    public var warnings: [PaintWarning]

    /// Creates a display list.
    ///
    /// ```swift
    /// let list = DisplayList(size: CGSize(width: 100, height: 80), background: .white, title: "demo",
    ///                        summary: "", items: [])
    /// ```
    public init(size: CGSize, background: Color?, title: String, summary: String, items: [DisplayItem],
                warnings: [PaintWarning] = []) {
        self.size = size
        self.background = background
        self.title = title
        self.summary = summary
        self.items = items
        self.warnings = warnings
    }

    /// Every item, depth first (groups before their contents).
    ///
    /// ```swift
    /// let texts = list.flattened.compactMap { if case .text(let t) = $0 { t } else { nil } }
    /// ```
    public var flattened: [DisplayItem] {
        var result: [DisplayItem] = []
        func visit(_ items: [DisplayItem]) {
            for item in items {
                result.append(item)
                if case .group(let group) = item { visit(group.items) }
            }
        }
        visit(items)
        return result
    }

    /// The item with this id, searching groups too.
    ///
    /// ```swift
    /// let card = list.item(withID: "view-card")
    /// ```
    public func item(withID id: String) -> DisplayItem? {
        flattened.first { $0.id == id }
    }
}
