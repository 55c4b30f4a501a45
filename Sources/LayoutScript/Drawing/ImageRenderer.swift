import Foundation
import LayoutScene

/// `UIGraphicsImageRenderer(size:)`: makes images of its size at the screen's scale, with an alpha channel, from
/// the fills its `image(actions:)` closure draws (``ImageDrawingContext``).
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
/// let dot = renderer.image { context in UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 2, height: 2)) }
/// ```
final class ImageRenderer {
    /// The size of the images it makes, in points.
    let size: CGSize
    /// Pixels per point of the images it makes.
    let scale: CGFloat

    /// A renderer of images of `size` points at `scale`.
    init(size: CGSize, scale: CGFloat) {
        self.size = size
        self.scale = scale
    }

    /// A fresh context to draw one image in.
    func makeContext() -> ImageDrawingContext {
        ImageDrawingContext(size: size, scale: scale, isOpaque: false)
    }
}

extension ImageRenderer: HostValue {}
