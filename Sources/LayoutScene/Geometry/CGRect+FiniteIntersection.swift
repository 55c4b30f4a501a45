import Foundation

extension CGRect {
    /// Whether the rectangle's origin and size are all finite numbers.
    ///
    /// ```swift
    /// CGRect(x: .nan, y: 0, width: 1, height: 1).isFinite   // false
    /// ```
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// Whether the two rectangles overlap, as `intersects(_:)`, but false for a rectangle that is not finite, which
    /// Foundation's own on Linux stops the process on (a frame of NaN the command-line fuzzer made).
    ///
    /// ```swift
    /// item.frame.finitelyIntersects(visibleArea)
    /// ```
    public func finitelyIntersects(_ other: CGRect) -> Bool {
        isFinite && other.isFinite && intersects(other)
    }

    /// The overlap of the two rectangles, as `intersection(_:)`, but `.null` for a rectangle that is not finite.
    ///
    /// ```swift
    /// let shared = frame.finiteIntersection(other)
    /// ```
    public func finiteIntersection(_ other: CGRect) -> CGRect {
        isFinite && other.isFinite ? intersection(other) : .null
    }
}
