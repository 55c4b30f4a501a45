/// The limits the back ends enforce before drawing anything.
///
/// ```swift
/// RenderLimits.maximumPixels // 100_000_000
/// ```
public enum RenderLimits {
    /// Most pixels in a PNG: width × height × scale².
    ///
    /// ```swift
    /// let fits = 375 * 667 * 9 <= RenderLimits.maximumPixels // true
    /// ```
    public static let maximumPixels = 100_000_000
    /// Longest side of a PNG in pixels (Cairo's image surface limit).
    ///
    /// ```swift
    /// RenderLimits.maximumSide // 32_767
    /// ```
    public static let maximumSide = 32_767
    /// Largest PNG scale.
    ///
    /// ```swift
    /// OutputFormat.png(scale: RenderLimits.maximumScale)
    /// ```
    public static let maximumScale = 4
    /// Largest absolute coordinate or size, in points, in any format (Cairo's fixed-point range is ±8 million).
    ///
    /// ```swift
    /// RenderLimits.maximumCoordinate // 1_000_000
    /// ```
    public static let maximumCoordinate: Double = 1_000_000
    /// Most characters in one text line.
    ///
    /// ```swift
    /// RenderLimits.maximumLineLength // 10_000
    /// ```
    public static let maximumLineLength = 10_000
}
