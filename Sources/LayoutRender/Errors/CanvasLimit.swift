/// Which PNG size limit a canvas exceeded, with the numbers involved.
///
/// ```swift
/// let limit = CanvasLimit.pixelCount(needed: 400_000_000, limit: 100_000_000)
/// print(limit.explanation) // needs 400000000 pixels; the limit is 100000000
/// ```
public enum CanvasLimit: Sendable, Hashable {
    /// The image would have `needed` pixels in all.
    ///
    /// ```swift
    /// CanvasLimit.pixelCount(needed: 200_000_000, limit: RenderLimits.maximumPixels)
    /// ```
    case pixelCount(needed: Int, limit: Int)
    /// One side would be `needed` pixels long (Cairo's image surfaces stop at 32,767).
    ///
    /// ```swift
    /// CanvasLimit.sideLength(needed: 40_000, limit: RenderLimits.maximumSide)
    /// ```
    case sideLength(needed: Int, limit: Int)

    /// The limit in words.
    ///
    /// ```swift
    /// CanvasLimit.sideLength(needed: 40_000, limit: 32_767).explanation // a side of 40000 px; the limit is 32767 px
    /// ```
    public var explanation: String {
        switch self {
        case .pixelCount(let needed, let limit): "needs \(needed) pixels; the limit is \(limit)"
        case .sideLength(let needed, let limit): "a side of \(needed) px; the limit is \(limit) px"
        }
    }
}
