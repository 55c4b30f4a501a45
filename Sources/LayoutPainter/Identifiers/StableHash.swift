/// A short hash of text that is the same on every run and platform (32-bit FNV-1a), for telling apart ids that
/// scene names alone do not.
enum StableHash {
    /// Eight lower-case hex digits.
    static func hex(_ text: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
