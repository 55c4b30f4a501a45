import Foundation
import LayoutScene

/// How layout derives safe-area insets: the canvas's from the device; each other view's from the part of its bounds
/// its superview's unsafe area covers (the strips of the superview's bounds outside its safe area), plus its own
/// additional insets.
enum SafeAreaInsets {
    /// The canvas's insets: the device's plus the canvas's additional insets.
    static func ofCanvas(_ canvas: Canvas) -> EdgeInsets {
        canvas.deviceSafeAreaInsets + canvas.additionalSafeAreaInsets
    }

    /// The insets of a view at `frame` inside a superview at `superviewFrame` with `superviewInsets` (frames in canvas
    /// coordinates): for each edge, how far the superview's unsafe strip along that edge reaches into the view from
    /// that edge (0 when the strip misses the view, at most the view's size), plus `additional`.
    static func inherited(frame: CGRect, superviewFrame: CGRect, superviewInsets: EdgeInsets,
                          additional: EdgeInsets) -> EdgeInsets {
        let view = Box(frame), superview = Box(superviewFrame)
        let top = Box(minX: superview.minX, minY: superview.minY, maxX: superview.maxX,
                      maxY: superview.minY + superviewInsets.top)
        let bottom = Box(minX: superview.minX, minY: superview.maxY - superviewInsets.bottom, maxX: superview.maxX,
                         maxY: superview.maxY)
        let left = Box(minX: superview.minX, minY: superview.minY, maxX: superview.minX + superviewInsets.left,
                       maxY: superview.maxY)
        let right = Box(minX: superview.maxX - superviewInsets.right, minY: superview.minY, maxX: superview.maxX,
                        maxY: superview.maxY)
        let covered = EdgeInsets(
            top: view.overlaps(top) ? clipped(top.maxY - view.minY, to: view.height) : 0,
            left: view.overlaps(left) ? clipped(left.maxX - view.minX, to: view.width) : 0,
            bottom: view.overlaps(bottom) ? clipped(view.maxY - bottom.minY, to: view.height) : 0,
            right: view.overlaps(right) ? clipped(view.maxX - right.minX, to: view.width) : 0)
        return covered + additional
    }

    private static func clipped(_ inset: CGFloat, to length: CGFloat) -> CGFloat {
        Swift.min(Swift.max(0, inset), Swift.max(0, length))
    }

    /// A rectangle by its edges, without `CGRect`'s normalisation of negative sizes.
    private struct Box {
        let minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat

        init(minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
            self.minX = minX
            self.minY = minY
            self.maxX = maxX
            self.maxY = maxY
        }

        init(_ rect: CGRect) {
            self.init(minX: rect.origin.x, minY: rect.origin.y, maxX: rect.origin.x + rect.size.width,
                      maxY: rect.origin.y + rect.size.height)
        }

        var width: CGFloat { maxX - minX }
        var height: CGFloat { maxY - minY }

        /// Whether the strip `other` is nonempty and reaches into this box.
        func overlaps(_ other: Box) -> Bool {
            other.maxX > other.minX && other.maxY > other.minY
                && other.maxX > minX && other.minX < maxX && other.maxY > minY && other.minY < maxY
        }
    }
}

extension EdgeInsets {
    /// Side-by-side sum.
    static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
                   right: lhs.right + rhs.right)
    }
}
