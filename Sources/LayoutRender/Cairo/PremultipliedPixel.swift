/// Rows of Cairo ARGB32 pixels (native-endian `UInt32`s, colour premultiplied by alpha) read out for a PNG.
enum PremultipliedPixel {
    /// Whether every pixel of the `width` × `height` image at `pixels` (rows `stride` bytes apart) is opaque.
    static func areOpaque(_ pixels: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for row in 0..<height {
            let source = (pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            var alphas: UInt32 = 0xFF00_0000
            for x in 0..<width { alphas &= source[x] }
            if alphas & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Writes a row of opaque pixels as RGB bytes (3 per pixel).
    static func storeRGBRow(_ source: UnsafeRawPointer, width: Int, into bytes: UnsafeMutablePointer<UInt8>) {
        let pixels = source.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let argb = pixels[x]
            bytes[3 * x] = UInt8(truncatingIfNeeded: argb >> 16)
            bytes[3 * x + 1] = UInt8(truncatingIfNeeded: argb >> 8)
            bytes[3 * x + 2] = UInt8(truncatingIfNeeded: argb)
        }
    }

    /// Writes a row as straight RGBA bytes (4 per pixel), each colour divided by alpha and rounded to nearest
    /// as Cairo's PNG writer does; fully transparent pixels become 0, 0, 0, 0.
    static func storeStraightRGBARow(_ source: UnsafeRawPointer, width: Int,
                                     into bytes: UnsafeMutablePointer<UInt8>) {
        let pixels = source.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let argb = pixels[x]
            let alpha = argb >> 24
            let target = bytes + 4 * x
            target[3] = UInt8(truncatingIfNeeded: alpha)
            switch alpha {
            case 0:
                target[0] = 0
                target[1] = 0
                target[2] = 0
            case 255:
                target[0] = UInt8(truncatingIfNeeded: argb >> 16)
                target[1] = UInt8(truncatingIfNeeded: argb >> 8)
                target[2] = UInt8(truncatingIfNeeded: argb)
            default:
                target[0] = unpremultiply((argb >> 16) & 0xFF, alpha)
                target[1] = unpremultiply((argb >> 8) & 0xFF, alpha)
                target[2] = unpremultiply(argb & 0xFF, alpha)
            }
        }
    }

    private static func unpremultiply(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
        UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }
}
