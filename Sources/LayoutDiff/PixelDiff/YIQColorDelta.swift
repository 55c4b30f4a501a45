/// pixelmatch's colour metric (Kotsarenko & Ramos, YIQ), on RGBA bytes at byte offsets.
enum YIQColorDelta {
    /// The largest possible ``signedDelta`` magnitude (red against cyan): `threshold` scales it.
    static let maximum = 35215.0

    /// The squared YIQ distance `0.5053·y² + 0.299·i² + 0.1957·q²`, negated when the second pixel is the
    /// darker one (`y > 0`); 0 for identical bytes.
    @inline(__always)
    static func signedDelta(_ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int,
                            over background: BlendBackground) -> Double {
        guard let (dr, dg, db) = blendedDifference(first, k, second, m, over: background) else { return 0 }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// The brightness difference `y` alone (first minus second), as the anti-aliasing detector uses it.
    @inline(__always)
    static func brightnessDelta(_ first: UnsafePointer<UInt8>, _ k: Int, _ second: UnsafePointer<UInt8>, _ m: Int,
                                over background: BlendBackground) -> Double {
        guard let (dr, dg, db) = blendedDifference(first, k, second, m, over: background) else { return 0 }
        return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    }

    /// Per-channel differences; when either pixel is translucent, both are blended over the background at
    /// the first pixel's offset: `d = (c1·a1 − c2·a2 − bg·(a1 − a2)) / 255`. `nil` when all four bytes match.
    @inline(__always)
    private static func blendedDifference(_ first: UnsafePointer<UInt8>, _ k: Int,
                                          _ second: UnsafePointer<UInt8>, _ m: Int,
                                          over background: BlendBackground) -> (Double, Double, Double)? {
        let r1 = Double(first[k]), g1 = Double(first[k + 1]), b1 = Double(first[k + 2]), a1 = Double(first[k + 3])
        let r2 = Double(second[m]), g2 = Double(second[m + 1]), b2 = Double(second[m + 2])
        let a2 = Double(second[m + 3])
        let da = a1 - a2
        if r1 == r2, g1 == g2, b1 == b2, da == 0 { return nil }
        guard a1 < 255 || a2 < 255 else { return (r1 - r2, g1 - g2, b1 - b2) }
        let (rb, gb, bb) = background.components(atByteOffset: k)
        return ((r1 * a1 - r2 * a2 - rb * da) / 255,
                (g1 * a1 - g2 * a2 - gb * da) / 255,
                (b1 * a1 - b2 * a2 - bb * da) / 255)
    }
}
