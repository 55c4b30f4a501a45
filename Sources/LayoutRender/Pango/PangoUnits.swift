import CCairo

/// Points in Pango's units (1,024 to the point), rounded and clamped to what Pango's `Int32` holds; a number that is
/// not finite (a line height of a font of infinite size, which the command-line fuzzer made) is 0.
///
/// ```swift
/// PangoUnits.from(1.5)              // 1536
/// PangoUnits.from(.infinity)        // 0
/// ```
enum PangoUnits {
    static func from(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard units.isFinite else { return 0 }
        return Int32(min(max(units, Double(Int32.min)), Double(Int32.max)))
    }
}
