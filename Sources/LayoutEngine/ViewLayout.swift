import Foundation
import LayoutScene

/// One view's solved layout.
///
/// ```swift
/// for entry in canvas.layout().views {
///     print(entry.name, entry.parentName ?? "-", entry.frame, entry.ambiguousAttributes)
/// }
/// ```
public struct ViewLayout {
    /// The view.
    ///
    /// ```swift
    /// let labels = result.views.compactMap { $0.view as? UILabel }
    /// ```
    public let view: View
    /// The view's name, or its stable path name (`#0.2`) when it has none; the canvas is `root`.
    ///
    /// ```swift
    /// result.views.map(\.name) // ["root", "card", "#0.1"]
    /// ```
    public let name: String
    /// The superview's name; `nil` for the canvas.
    ///
    /// ```swift
    /// result.layout(of: title)?.parentName // "card"
    /// ```
    public let parentName: String?
    /// The frame in the superview's coordinates (content coordinates inside a scroll view).
    ///
    /// ```swift
    /// result.layout(of: title)?.frame // CGRect(x: 16, y: 16, width: 311, height: 21)
    /// ```
    public let frame: CGRect
    /// The frame in canvas coordinates, where the view shows (scroll offsets applied).
    ///
    /// ```swift
    /// result.layout(of: title)?.absoluteFrame // CGRect(x: 32, y: 79, width: 311, height: 21)
    /// ```
    public let absoluteFrame: CGRect
    /// The attributes whose values relative to the superview the constraints leave open, from
    /// `x`, `y`, `width`, `height`, then `contentWidth`, `contentHeight` for a scroll view, in that order.
    ///
    /// ```swift
    /// result.layout(of: badge)?.ambiguousAttributes // ["x"]
    /// ```
    public let ambiguousAttributes: [String]
    /// The size the view's content asks for, as layout used it: a label's or button's measured text at the width it
    /// was laid out in, an image's size, or `View.noIntrinsicMetric` (-1) on an axis with none.
    ///
    /// ```swift
    /// result.layout(of: title)?.intrinsicSize // CGSize(width: 120, height: 20.5)
    /// ```
    public let intrinsicSize: CGSize

    init(view: View, name: String, parentName: String?, frame: CGRect, absoluteFrame: CGRect,
         ambiguousAttributes: [String], intrinsicSize: CGSize) {
        self.view = view
        self.name = name
        self.parentName = parentName
        self.frame = frame
        self.absoluteFrame = absoluteFrame
        self.ambiguousAttributes = ambiguousAttributes
        self.intrinsicSize = intrinsicSize
    }
}
