/// The "random" numbers a scene's `arc4random()` and `arc4random_uniform(_:)` return: a fixed-seed SplitMix64
/// sequence, so that a scene gives the same picture on every run (a snapshot must not change by chance).
///
/// ```swift
/// var numbers = SceneRandomNumbers()
/// numbers.next(below: 6) // the same on every run
/// ```
struct SceneRandomNumbers {
    private var state: UInt64 = 0

    /// The next number of the sequence, in all of `UInt32`.
    mutating func next() -> UInt32 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: mixed ^ (mixed >> 31))
    }

    /// The next number below `bound` (0 for a bound of 0, as `arc4random_uniform` returns).
    mutating func next(below bound: UInt32) -> UInt32 {
        bound == 0 ? 0 : next() % bound
    }
}
