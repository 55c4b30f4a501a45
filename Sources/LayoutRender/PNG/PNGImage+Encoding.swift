import Foundation

extension PNGImage {
    /// Wraps straight RGBA bytes (4 per pixel, rows top to bottom) as an image; throws
    /// ``RenderError/invalidCanvasSize(width:height:)`` when the byte count does not match the size.
    ///
    /// ```swift
    /// let dot = try PNGImage(width: 1, height: 1, rgba: [255, 0, 0, 255])
    /// ```
    public init(width: Int, height: Int, rgba: [UInt8]) throws(RenderError) {
        guard width > 0, height > 0, width <= RenderLimits.maximumSide, height <= RenderLimits.maximumSide,
              rgba.count == width * height * 4 else {
            throw .invalidCanvasSize(width: Double(width), height: Double(height))
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The image encoded as PNG by Cairo. Colour of partly transparent pixels is stored premultiplied, as
    /// Cairo keeps it, so it may round by one level on the way back.
    ///
    /// ```swift
    /// try image.encoded().write(to: URL(fileURLWithPath: "diff.png"))
    /// ```
    public func encoded() throws(RenderError) -> Data {
        try CairoSurface.image(width: width, height: height, rgba: rgba).pngBytes()
    }
}
