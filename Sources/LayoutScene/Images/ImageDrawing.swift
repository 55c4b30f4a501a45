import Foundation

/// What an image drawn in code holds — `UIGraphicsBeginImageContextWithOptions` or `UIGraphicsImageRenderer` with
/// solid rectangle fills, the usual way an app makes a one-colour image for `setBackgroundImage(_:for:)`: its size in
/// points, its scale, whether it is opaque (then what no fill covers is black, as UIKit) and the fills in order.
/// Other drawing (paths, text, images) is not modelled.
///
/// ```swift
/// let red = ImageDrawing(size: CGSize(width: 1, height: 1), scale: 3, isOpaque: false,
///                        fills: [ImageFill(rect: CGRect(x: 0, y: 0, width: 1, height: 1), color: .red)])
/// let image = UIImage(content: .drawn(red))   // 1 × 1 pt
/// ```
public struct ImageDrawing: Sendable, Hashable {
    /// The size in points.
    public var size: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Whether the image has no alpha channel: pixels no fill covers are black.
    public var isOpaque: Bool
    /// The rectangles filled, in drawing order (later ones on top), in the image's points.
    public var fills: [ImageFill]

    /// A drawing of `size` points at `scale` with `fills`.
    ///
    /// ```swift
    /// let blank = ImageDrawing(size: CGSize(width: 4, height: 4), scale: 2, isOpaque: false, fills: [])
    /// ```
    public init(size: CGSize, scale: CGFloat, isOpaque: Bool, fills: [ImageFill]) {
        self.size = size
        self.scale = scale
        self.isOpaque = isOpaque
        self.fills = fills
    }

    /// The fills to draw for the image shown in `rect` (stretched to it): a black one first when opaque, each
    /// clipped to the image's bounds; empty for a zero-size image.
    ///
    /// ```swift
    /// drawing.fills(in: CGRect(x: 10, y: 10, width: 100, height: 44))
    /// ```
    public func fills(in rect: CGRect) -> [ImageFill] {
        guard size.width > 0, size.height > 0 else { return [] }
        let bounds = CGRect(origin: .zero, size: size)
        let all = (isOpaque ? [ImageFill(rect: bounds, color: .black)] : []) + fills
        let (scaleX, scaleY) = (rect.width / size.width, rect.height / size.height)
        return all.compactMap { fill in
            let clipped = fill.rect.standardized.finiteIntersection(bounds)
            guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
            return ImageFill(rect: CGRect(x: rect.minX + clipped.minX * scaleX, y: rect.minY + clipped.minY * scaleY,
                                          width: clipped.width * scaleX, height: clipped.height * scaleY),
                             color: fill.color)
        }
    }
}
