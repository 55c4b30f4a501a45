extension RGBAImage {
    /// The images left to right, each at its own size and aligned to the top, `gap` pixels apart, on a
    /// canvas filled with `background` (which also shows below shorter images). Pixels are copied as they
    /// are, transparency included. Throws when the result would be wider than ``maximumDimension``.
    ///
    /// ```swift
    /// let review = try RGBAImage.sideBySide([reference, diff, actual], gap: 10, background: .white)
    /// ```
    public static func sideBySide(_ images: [RGBAImage], gap: Int = 10,
                                  background: RGBAColor = .white) throws(RGBAImageError) -> RGBAImage {
        let gap = max(gap, 0)
        let width = images.reduce(0) { $0 + $1.width } + gap * max(images.count - 1, 0)
        let height = images.map(\.height).max() ?? 0
        var canvas = try RGBAImage(width: width, height: height, fill: background)
        var left = 0
        for image in images {
            let rowBytes = image.width * 4
            for row in 0..<image.height {
                let source = row * rowBytes, target = (row * width + left) * 4
                canvas.pixels[target..<target + rowBytes] = image.pixels[source..<source + rowBytes]
            }
            left += image.width + gap
        }
        return canvas
    }
}
