import Foundation

/// How a view lays out its content when its size differs from the content's, as `UIView.ContentMode`. Image views
/// draw their image with it; other views keep it for pasted code.
///
/// ```swift
/// artwork.contentMode = .scaleAspectFit
/// ```
public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds (UIKit's default).
    case scaleToFill = 0
    /// Scaled to fit inside the bounds keeping the aspect ratio, centred.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds keeping the aspect ratio, centred (spills out unless the view clips).
    case scaleAspectFill = 2
    /// Redrawn at the new size; drawn as ``scaleToFill``.
    case redraw = 3
    /// At its own size, centred.
    case center = 4
    /// At its own size, centred horizontally, at the top.
    case top = 5
    /// At its own size, centred horizontally, at the bottom.
    case bottom = 6
    /// At its own size, centred vertically, at the left.
    case left = 7
    /// At its own size, centred vertically, at the right.
    case right = 8
    /// At its own size, in the top-left corner.
    case topLeft = 9
    /// At its own size, in the top-right corner.
    case topRight = 10
    /// At its own size, in the bottom-left corner.
    case bottomLeft = 11
    /// At its own size, in the bottom-right corner.
    case bottomRight = 12

    /// Where content of `size` is drawn inside `bounds` in this mode.
    ///
    /// ```swift
    /// ContentMode.scaleAspectFit.rect(for: CGSize(width: 200, height: 100),
    ///                                 in: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// // (0, 25, 100, 50)
    /// ```
    public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let widthRatio = bounds.width / size.width
            let heightRatio = bounds.height / size.height
            let ratio = self == .scaleAspectFit ? min(widthRatio, heightRatio) : max(widthRatio, heightRatio)
            let scaled = CGSize(width: size.width * ratio, height: size.height * ratio)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                          width: scaled.width, height: scaled.height)
        default:
            return CGRect(origin: origin(for: size, in: bounds), size: size)
        }
    }

    /// The top-left corner of content kept at its own size.
    private func origin(for size: CGSize, in bounds: CGRect) -> CGPoint {
        let left = bounds.minX
        let centreX = bounds.midX - size.width / 2
        let right = bounds.maxX - size.width
        let top = bounds.minY
        let centreY = bounds.midY - size.height / 2
        let bottom = bounds.maxY - size.height
        return switch self {
        case .top: CGPoint(x: centreX, y: top)
        case .bottom: CGPoint(x: centreX, y: bottom)
        case .left: CGPoint(x: left, y: centreY)
        case .right: CGPoint(x: right, y: centreY)
        case .topLeft: CGPoint(x: left, y: top)
        case .topRight: CGPoint(x: right, y: top)
        case .bottomLeft: CGPoint(x: left, y: bottom)
        case .bottomRight: CGPoint(x: right, y: bottom)
        default: CGPoint(x: centreX, y: centreY)
        }
    }
}
