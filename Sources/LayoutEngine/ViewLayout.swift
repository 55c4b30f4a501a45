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
    public let view: View
    /// The view's name, or its stable path name (`#0.2`) when it has none; the canvas is `root`.
    public let name: String
    /// The superview's name; `nil` for the canvas.
    public let parentName: String?
    /// The frame in the superview's coordinates (content coordinates inside a scroll view).
    public let frame: CGRect
    /// The frame in canvas coordinates, where the view shows (scroll offsets applied).
    public let absoluteFrame: CGRect
    /// The attributes whose values relative to the superview the constraints leave open, from
    /// `x`, `y`, `width`, `height`, then `contentWidth`, `contentHeight` for a scroll view, in that order.
    public let ambiguousAttributes: [String]

    /// Creates an entry.
    ///
    /// ```swift
    /// let entry = ViewLayout(view: box, name: "box", parentName: "root", frame: .zero, absoluteFrame: .zero,
    ///                        ambiguousAttributes: [])
    /// ```
    public init(view: View, name: String, parentName: String?, frame: CGRect, absoluteFrame: CGRect,
                ambiguousAttributes: [String]) {
        self.view = view
        self.name = name
        self.parentName = parentName
        self.frame = frame
        self.absoluteFrame = absoluteFrame
        self.ambiguousAttributes = ambiguousAttributes
    }
}
