/// An image of straight (not premultiplied) 8-bit RGBA pixels, stored row by row from the top left,
/// four bytes per pixel in the order red, green, blue, alpha. This is what PNG decoders produce and
/// what ``PixelDiff`` compares.
///
/// ```swift
/// var image = try RGBAImage(width: 2, height: 1, fill: .white)
/// image[x: 1, y: 0] = .black
/// let copy = try RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
/// ```
public struct RGBAImage: Hashable, Sendable {
    /// The number of columns.
    ///
    /// ```swift
    /// image.width // 375
    /// ```
    public let width: Int
    /// The number of rows.
    ///
    /// ```swift
    /// image.height // 667
    /// ```
    public let height: Int
    /// The pixel bytes: `width × height × 4`, red, green, blue and alpha per pixel, rows top to bottom.
    ///
    /// ```swift
    /// let firstAlpha = image.pixels[3]
    /// ```
    public internal(set) var pixels: [UInt8]

    /// The largest width or height accepted (Chrome's screenshot limit), so an image holds at most
    /// 16384² pixels (1 GiB). Any two images then fit on a canvas as wide as the wider and as tall as the
    /// taller, which is how ``PixelDiff`` compares images of different sizes.
    ///
    /// ```swift
    /// RGBAImage.maximumDimension // 16_384
    /// ```
    public static let maximumDimension = 1 << 14

    /// Wraps decoded pixel bytes; throws when a side is negative or above ``maximumDimension``, or the buffer is not
    /// `width × height × 4` bytes long.
    ///
    /// ```swift
    /// let image = try RGBAImage(width: png.width, height: png.height, pixels: png.rgbaBytes)
    /// ```
    public init(width: Int, height: Int, pixels: [UInt8]) throws(RGBAImageError) {
        let count = try Self.validatedPixelCount(width: width, height: height)
        guard pixels.count == count * 4 else {
            throw .byteCountMismatch(expected: count * 4, actual: pixels.count)
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image with every pixel set to `fill` (transparent black by default).
    ///
    /// ```swift
    /// let page = try RGBAImage(width: 375, height: 667, fill: .white)
    /// ```
    public init(width: Int, height: Int, fill: RGBAColor = .clear) throws(RGBAImageError) {
        let count = try Self.validatedPixelCount(width: width, height: height)
        var pixels = [UInt8](repeating: 0, count: count * 4)
        if fill != .clear {
            for offset in stride(from: 0, to: pixels.count, by: 4) {
                pixels[offset] = fill.red
                pixels[offset + 1] = fill.green
                pixels[offset + 2] = fill.blue
                pixels[offset + 3] = fill.alpha
            }
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`; both must be inside the image.
    ///
    /// ```swift
    /// image[x: 3, y: 4] = .red
    /// let colour = image[x: 3, y: 4]
    /// ```
    public subscript(x x: Int, y y: Int) -> RGBAColor {
        get {
            let offset = byteOffset(x: x, y: y)
            return RGBAColor(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2],
                             alpha: pixels[offset + 3])
        }
        set {
            let offset = byteOffset(x: x, y: y)
            pixels[offset] = newValue.red
            pixels[offset + 1] = newValue.green
            pixels[offset + 2] = newValue.blue
            pixels[offset + 3] = newValue.alpha
        }
    }

    /// The pixel at column `x`, row `y`, or `nil` outside the image.
    ///
    /// ```swift
    /// image.pixel(x: -1, y: 0) // nil
    /// ```
    public func pixel(x: Int, y: Int) -> RGBAColor? {
        bounds.contains(x: x, y: y) ? self[x: x, y: y] : nil
    }

    /// The size in pixels.
    ///
    /// ```swift
    /// image.size // 375x667
    /// ```
    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The whole image as a rectangle at the origin.
    ///
    /// ```swift
    /// mask.intersection(image.bounds)
    /// ```
    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Wraps bytes whose size the caller has already checked.
    init(checkedWidth width: Int, height: Int, pixels: [UInt8]) {
        assert(pixels.count == width * height * 4)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    private func byteOffset(x: Int, y: Int) -> Int {
        precondition(bounds.contains(x: x, y: y), "pixel (\(x), \(y)) is outside a \(size) image")
        return (y * width + x) * 4
    }

    private static func validatedPixelCount(width: Int, height: Int) throws(RGBAImageError) -> Int {
        guard (0...maximumDimension).contains(width), (0...maximumDimension).contains(height) else {
            throw .invalidSize(width: width, height: height)
        }
        return width * height
    }
}
