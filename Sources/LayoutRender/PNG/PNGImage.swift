import Foundation

/// A decoded PNG (decoded by libpng, see ``PNGCodec``): its size and straight RGBA pixels, for tests and snapshot comparisons.
///
/// ```swift
/// let image = try PNGImage(data: try PNGRenderer(fonts: fonts).render(list))
/// let centre = image.pixel(x: image.width / 2, y: image.height / 2) // RGBAPixel(red: 255, …)
/// ```
public struct PNGImage: Sendable, Hashable {
    /// Width in pixels.
    ///
    /// ```swift
    /// image.width // 750 for a 375-point picture at scale 2
    /// ```
    public let width: Int
    /// Height in pixels.
    ///
    /// ```swift
    /// image.height
    /// ```
    public let height: Int
    /// Red, green, blue, alpha bytes per pixel, rows top to bottom, colour not premultiplied.
    ///
    /// ```swift
    /// let alphaOfFirstPixel = image.rgba[3]
    /// ```
    public let rgba: [UInt8]

    /// Decodes PNG bytes; throws ``RenderError/png(operation:reason:)`` for data that is not a PNG, is damaged
    /// or is too large.
    ///
    /// ```swift
    /// let image = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: "card.png")))
    /// ```
    public init(data: Data) throws(RenderError) {
        (width, height, rgba) = try PNGCodec.decode(data)
    }

    /// The pixel at column `x`, row `y` (from the top-left); `x` and `y` must be inside the image.
    ///
    /// ```swift
    /// image.pixel(x: 0, y: 0).alpha // 0 where nothing was drawn
    /// ```
    public func pixel(x: Int, y: Int) -> RGBAPixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "pixel (\(x), \(y)) is outside the image")
        let offset = (y * width + x) * 4
        return RGBAPixel(red: rgba[offset], green: rgba[offset + 1], blue: rgba[offset + 2], alpha: rgba[offset + 3])
    }
}
