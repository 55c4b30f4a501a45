/// One Cairo ARGB32 pixel (native-endian, colour premultiplied by alpha).
struct PremultipliedPixel {
    let argb: UInt32

    init(argb: UInt32) {
        self.argb = argb
    }

    /// The pixel whose straight RGBA bytes start at `offset`, premultiplied (rounded to nearest).
    init(straightRGBA bytes: [UInt8], at offset: Int) {
        let alpha = UInt32(bytes[offset + 3])
        var argb = alpha << 24
        for (index, shift) in [16, 8, 0].enumerated() {
            argb |= ((UInt32(bytes[offset + index]) * alpha + 127) / 255) << UInt32(shift)
        }
        self.argb = argb
    }

    /// Writes the pixel as straight RGBA bytes at `offset`.
    func storeStraightRGBA(into bytes: inout [UInt8], at offset: Int) {
        let alpha = UInt32(argb >> 24)
        bytes[offset + 3] = UInt8(alpha)
        guard alpha > 0 else { return }
        for (index, shift) in [16, 8, 0].enumerated() {
            let premultiplied = (argb >> UInt32(shift)) & 0xFF
            bytes[offset + index] = UInt8(min(255, (premultiplied * 255 + alpha / 2) / alpha))
        }
    }
}
