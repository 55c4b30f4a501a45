/// The pixels a diff image is drawn with, as 32-bit words in memory order (red, green, blue, alpha),
/// always opaque as pixelmatch draws them.
struct DiffPalette {
    let difference: UInt32
    let darkerDifference: UInt32
    let antiAliased: UInt32
    let maskColor: RGBAColor
    let alpha: Double

    init(options: PixelDiffOptions) {
        difference = Self.word(options.diffColor)
        darkerDifference = Self.word(options.diffColorAlt ?? options.diffColor)
        antiAliased = Self.word(options.antiAliasedColor)
        maskColor = options.maskColor
        alpha = options.alpha
    }

    /// An unchanged pixel: the reference's brightness faded toward white,
    /// `255 + (0.29889531·r + 0.58662247·g + 0.11448223·b − 255) · alpha · a / 255`, truncated toward zero
    /// (as Node's `Buffer` stores it) and clamped to 0…255, in red, green and blue.
    @inline(__always)
    func fadedGrey(_ image: UnsafePointer<UInt8>, _ k: Int) -> UInt32 {
        let level = fadedGreyLevel(image, k)
        return Self.word(red: level, green: level, blue: level)
    }

    /// A masked pixel: halfway between its faded grey and the mask colour, `(grey + mask) / 2` per channel,
    /// rounded down.
    @inline(__always)
    func masked(_ image: UnsafePointer<UInt8>, _ k: Int) -> UInt32 {
        let level = UInt16(fadedGreyLevel(image, k))
        return Self.word(red: UInt8((level + UInt16(maskColor.red)) / 2),
                         green: UInt8((level + UInt16(maskColor.green)) / 2),
                         blue: UInt8((level + UInt16(maskColor.blue)) / 2))
    }

    @inline(__always)
    private func fadedGreyLevel(_ image: UnsafePointer<UInt8>, _ k: Int) -> UInt8 {
        let red = Double(image[k]), green = Double(image[k + 1]), blue = Double(image[k + 2])
        let opacity = Double(image[k + 3])
        let value = 255 + (red * 0.29889531 + green * 0.58662247 + blue * 0.11448223 - 255) * alpha * opacity / 255
        guard value > 0 else { return 0 }
        return value >= 255 ? 255 : UInt8(value)
    }

    private static func word(_ color: RGBAColor) -> UInt32 {
        word(red: color.red, green: color.green, blue: color.blue)
    }

    @inline(__always)
    private static func word(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
        UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000)
    }
}
