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

    /// The image encoded as PNG (RGB when every pixel is opaque, else RGBA); decoding it gives these pixels back,
    /// except that colour is 0 where alpha is 0.
    ///
    /// ```swift
    /// try image.encoded().write(to: URL(fileURLWithPath: "diff.png"))
    /// ```
    public func encoded() throws(RenderError) -> Data {
        let opaque = stride(from: 3, to: rgba.count, by: 4).allSatisfy { rgba[$0] == 255 }
        return try rgba.withUnsafeBufferPointer { pixels throws(RenderError) in
            try PNGCodec.encode(width: width, height: height, hasAlpha: !opaque) { row, bytes in
                let source = pixels.baseAddress! + row * width * 4
                if opaque {
                    for x in 0..<width {
                        (bytes + 3 * x).update(from: source + 4 * x, count: 3)
                    }
                } else {
                    bytes.update(from: source, count: width * 4)
                }
            }
        }
    }
}
