import Foundation
import LayoutScene

/// A bitmap drawn scaled into a rectangle: an image view's picture, placed by its content mode (the rectangle may
/// spill out of the view, which clips it only when it clips to bounds). A template image is drawn as a mask filled
/// with `tint`.
///
/// ```swift
/// let art = DisplayImage(id: "image-artwork", classes: ["image"], rect: CGRect(x: 0, y: 0, width: 80, height: 80),
///                        bitmap: bitmap, tint: nil)
/// ```
public struct DisplayImage: Sendable, Hashable {
    /// The stable id.
    public var id: String
    /// The classes.
    public var classes: [String]
    /// Where the whole bitmap is drawn, in points.
    public var rect: CGRect
    /// The PNG bitmap.
    public var bitmap: ImageBitmap
    /// The colour a template image is filled with; `nil` draws the bitmap's own colours.
    public var tint: Color?

    /// Creates an image item.
    ///
    /// ```swift
    /// let icon = DisplayImage(id: "icon", classes: ["image"], rect: rect, bitmap: bitmap, tint: .systemBlue)
    /// ```
    public init(id: String, classes: [String], rect: CGRect, bitmap: ImageBitmap, tint: Color?) {
        self.id = id
        self.classes = classes
        self.rect = rect
        self.bitmap = bitmap
        self.tint = tint
    }
}
