import Foundation
import LayoutScene

/// Items drawn as one layer: with an opacity, clipped to a (rounded) rectangle when `clip` is set, drawn through
/// `transform` when set (in the list's coordinates; the clip is transformed too), and with a `title` naming what
/// it shows (SVG's `<title>`; a symbol placeholder's symbol name).
///
/// ```swift
/// let group = DisplayGroup(id: "view-card", classes: ["view"], opacity: 0.5,
///                          clip: DisplayClip(rect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerRadius: 8),
///                          items: [])
/// ```
public struct DisplayGroup: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// The classes.
    public var classes: [String]
    /// Opacity applied to the group as a whole, 0...1.
    public var opacity: CGFloat
    /// The region the contents are clipped to, if any.
    public var clip: DisplayClip?
    /// The contents, back to front.
    public var items: [DisplayItem]
    /// What the group shows, for readers of the SVG; `nil` for none.
    public var title: String?
    /// The transform the group and its clip are drawn through (a view's transform about its centre); `nil` for none.
    public var transform: ViewTransform?

    /// Creates a group.
    ///
    /// ```swift
    /// let group = DisplayGroup(id: "view-root", classes: ["view"], opacity: 1, clip: nil, items: [])
    /// ```
    public init(id: String, classes: [String], opacity: CGFloat, clip: DisplayClip?, items: [DisplayItem],
                title: String? = nil, transform: ViewTransform? = nil) {
        self.id = id
        self.classes = classes
        self.opacity = opacity
        self.clip = clip
        self.items = items
        self.title = title
        self.transform = transform
    }
}

/// A clip region: a rectangle with rounded corners.
///
/// ```swift
/// let clip = DisplayClip(rect: CGRect(x: 10, y: 10, width: 80, height: 80), cornerRadius: 40)
/// ```
public struct DisplayClip: Sendable, Hashable {
    /// The rectangle.
    public var rect: CGRect
    /// The corner radius (0 for square corners).
    public var cornerRadius: CGFloat

    /// Creates a clip region.
    ///
    /// ```swift
    /// let clip = DisplayClip(rect: .zero, cornerRadius: 0)
    /// ```
    public init(rect: CGRect, cornerRadius: CGFloat) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
