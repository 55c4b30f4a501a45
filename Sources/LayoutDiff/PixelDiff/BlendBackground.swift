/// What translucent pixels are blended over before their colours are compared.
///
/// pixelmatch v7's pseudo-checkerboard, with `k` the byte offset of the pixel (4 × its index on the
/// canvas) and `|0` truncation: `r = 48 + 159·(k mod 2)`, `g = 48 + 159·(⌊k/φ⌋ mod 2)`,
/// `b = 48 + 159·(⌊k/φ²⌋ mod 2)`, φ = 1.618033988749895. As `k` is always even, `r` is always 48.
/// Without the checkerboard every component is 255 (white).
struct BlendBackground {
    let isCheckerboard: Bool

    @inline(__always)
    func components(atByteOffset k: Int) -> (red: Double, green: Double, blue: Double) {
        guard isCheckerboard else { return (255, 255, 255) }
        return (Double(48 + 159 * (k % 2)),
                Double(48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)),
                Double(48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)))
    }
}
