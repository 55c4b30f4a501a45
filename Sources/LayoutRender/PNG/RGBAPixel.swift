/// One pixel of a ``PNGImage``, colour not premultiplied.
///
/// ```swift
/// let pixel = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255)
/// ```
public struct RGBAPixel: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0...255.
    ///
    /// ```swift
    /// pixel.red
    /// ```
    public var red: UInt8
    /// Green, 0...255.
    ///
    /// ```swift
    /// pixel.green
    /// ```
    public var green: UInt8
    /// Blue, 0...255.
    ///
    /// ```swift
    /// pixel.blue
    /// ```
    public var blue: UInt8
    /// Opacity, 0 (transparent) ... 255 (opaque).
    ///
    /// ```swift
    /// pixel.alpha == 0 // nothing drawn here
    /// ```
    public var alpha: UInt8

    /// Creates a pixel.
    ///
    /// ```swift
    /// let white = RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255)
    /// ```
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `rgba(255, 0, 0, 255)`.
    ///
    /// ```swift
    /// print(image.pixel(x: 3, y: 4))
    /// ```
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
