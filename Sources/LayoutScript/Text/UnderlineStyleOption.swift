/// `NSUnderlineStyle`: the raw value Foundation gives each style (`.single` 1, `.thick` 2, `.double` 9, patterns
/// and `.byWord` as flags), with the Swift 3 `.styleSingle` spellings.
///
/// ```swift
/// attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
/// ```
struct UnderlineStyleOption: HostValue, Hashable {
    let rawValue: Int

    /// Each style's names and raw value.
    static let named: [(names: [String], rawValue: Int)] = [
        (["none", "styleNone"], 0), (["single", "styleSingle"], 1), (["thick", "styleThick"], 2),
        (["double", "styleDouble"], 9), (["patternDot"], 0x100), (["patternDash"], 0x200),
        (["patternDashDot"], 0x300), (["patternDashDotDot"], 0x400), (["byWord"], 0x8000),
    ]
}
