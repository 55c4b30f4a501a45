import Foundation

/// One solid rectangle fill in an ``ImageDrawing``: `CGContext.fill(_:)`, `UIRectFill(_:)` or
/// `UIGraphicsImageRendererContext.fill(_:)` in the current fill colour.
///
/// ```swift
/// let fill = ImageFill(rect: CGRect(x: 0, y: 0, width: 1, height: 1), color: .systemBlue)
/// ```
public struct ImageFill: Sendable, Hashable {
    /// The rectangle, in the image's points.
    public var rect: CGRect
    /// The fill colour.
    public var color: Color

    /// A fill of `rect` in `color`.
    ///
    /// ```swift
    /// let fill = ImageFill(rect: CGRect(x: 0, y: 0, width: 2, height: 2), color: .red)
    /// ```
    public init(rect: CGRect, color: Color) {
        self.rect = rect
        self.color = color
    }
}
