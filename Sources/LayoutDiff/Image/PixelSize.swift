/// A size in whole pixels.
///
/// ```swift
/// let size = PixelSize(width: 375, height: 667)
/// print(size) // 375x667
/// ```
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// The number of columns.
    ///
    /// ```swift
    /// image.size.width
    /// ```
    public var width: Int
    /// The number of rows.
    ///
    /// ```swift
    /// image.size.height
    /// ```
    public var height: Int

    /// Creates a size.
    ///
    /// ```swift
    /// let size = PixelSize(width: 2048, height: 2048)
    /// ```
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    ///
    /// ```swift
    /// PixelSize(width: 4, height: 3).area // 12
    /// ```
    public var area: Int { width * height }

    /// `WIDTHxHEIGHT`, as image tools print sizes.
    ///
    /// ```swift
    /// PixelSize(width: 4, height: 3).description // "4x3"
    /// ```
    public var description: String { "\(width)x\(height)" }
}
