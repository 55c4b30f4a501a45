import Foundation
import LayoutScene

/// An image context a scene draws into — the `CGContext` of `UIGraphicsBeginImageContextWithOptions` or the
/// `UIGraphicsImageRendererContext` of `UIGraphicsImageRenderer.image(actions:)` — collecting solid rectangle fills
/// in the current fill colour (UIKit's initial fill colour is black). Other drawing is not modelled: the first such
/// call warns once (``hasWarned``) and the image keeps the fills done.
///
/// ```swift
/// let context = ImageDrawingContext(size: CGSize(width: 1, height: 1), scale: 3, isOpaque: false)
/// context.fillColor = .red
/// context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
/// context.image.size   // 1 × 1
/// ```
final class ImageDrawingContext {
    /// What has been drawn so far.
    private(set) var drawing: ImageDrawing
    /// The colour the next fill uses (`setFillColor(_:)`, `UIColor.setFill()`).
    var fillColor: Color = .black
    /// Whether a drawing call the model lacks has already warned for this context.
    var hasWarned = false

    /// An empty context of `size` points at `scale` pixels per point.
    init(size: CGSize, scale: CGFloat, isOpaque: Bool) {
        drawing = ImageDrawing(size: size, scale: scale, isOpaque: isOpaque, fills: [])
    }

    /// Fills `rect` (in the image's points) with ``fillColor``.
    func fill(_ rect: CGRect) {
        drawing.fills.append(ImageFill(rect: rect, color: fillColor))
    }

    /// The image of what has been drawn (`UIGraphicsGetImageFromCurrentImageContext()`).
    var image: Image { Image(content: .drawn(drawing)) }
}

extension ImageDrawingContext: HostValue {}
