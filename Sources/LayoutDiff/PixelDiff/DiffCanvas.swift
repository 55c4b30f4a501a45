/// Two images laid on one canvas as wide as the wider and as tall as the taller, both anchored at the
/// top left. Pixels an image does not cover are transparent black; the common region is what both cover.
struct DiffCanvas {
    let size: PixelSize
    /// The region both images cover: columns below `common.width` of rows below `common.height`.
    let common: PixelSize
    let reference: [UInt8]
    let actual: [UInt8]

    init(reference: RGBAImage, actual: RGBAImage) {
        size = PixelSize(width: max(reference.width, actual.width), height: max(reference.height, actual.height))
        common = PixelSize(width: min(reference.width, actual.width), height: min(reference.height, actual.height))
        self.reference = Self.padded(reference, to: size)
        self.actual = Self.padded(actual, to: size)
    }

    private static func padded(_ image: RGBAImage, to size: PixelSize) -> [UInt8] {
        guard image.size != size else { return image.pixels }
        var pixels = [UInt8](repeating: 0, count: size.area * 4)
        let rowBytes = image.width * 4
        for row in 0..<image.height {
            let source = row * rowBytes, target = row * size.width * 4
            pixels[target..<target + rowBytes] = image.pixels[source..<source + rowBytes]
        }
        return pixels
    }
}
