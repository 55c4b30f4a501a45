import Foundation
import LayoutScene

/// Interface Builder's "Show Bounds Rectangles": a faint hairline around every drawn view, so a layout of plain
/// containers (a `UIView()` with no background shows nothing) reads as boxes rather than a tangle of guides over white.
/// The outlines are their own layer (`view-bounds`) above the views and below the guides: a view's alpha, clipping
/// and transform do not hide its outline, as in Interface Builder. Hidden views and their subviews, and the canvas
/// itself, get none. Drawn when ``PaintOptions/showsBounds`` is set.
///
/// ```swift
/// var options = PaintOptions()
/// options.showsBounds = true   // each view gets a shape "bounds-<name>" of class "view-bounds"
/// ```
struct BoundsOutlines {
    let context: PaintContext

    /// The outline's width, in points.
    static let width: CGFloat = 0.5

    /// The outline colour: black at a quarter strength on a light background, white at a third on a dark one.
    static func color(on background: Color) -> Color {
        let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
        return luminance > 0.5 ? Color(white: 0, alpha: 0.25) : Color(white: 1, alpha: 0.33)
    }

    /// One outline per drawn view but the canvas, in tree order.
    func paint(_ canvas: Canvas, state: inout PaintState) -> [DisplayItem] {
        guard context.options.showsBounds else { return [] }
        let stroke = DisplayStroke(color: Self.color(on: context.options.background ?? context.theme.background),
                                   width: Self.width)
        return context.result.views.compactMap { layout -> DisplayItem? in
            let view = layout.view
            guard view !== canvas, !Self.isHidden(view), let rect = context.geometry.rect(of: view),
                  let key = context.keys.key(of: view) else { return nil }
            let inset = rect.insetBy(dx: Self.width / 2, dy: Self.width / 2)
            return .shape(DisplayShape(id: state.claim("bounds-\(key)"), classes: ["view-bounds"],
                                       rect: inset.width > 0 && inset.height > 0 ? inset : rect, cornerRadius: 0,
                                       fill: nil, stroke: stroke))
        }
    }

    /// Whether the view or one of its superviews is hidden (none of them is drawn).
    private static func isHidden(_ view: View) -> Bool {
        var current: View? = view
        while let each = current {
            if each.isHidden { return true }
            current = each.superview
        }
        return false
    }
}
