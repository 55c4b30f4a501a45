/// Hands out ids that are unique within one picture: the wanted id if it is free, else the id with a hash of
/// something that tells the claimant apart, else that with a counter. Claims happen in drawing order, so the
/// same scene always gets the same ids.
struct IdentifierRegistry {
    private var used: Set<String> = []
    /// The counter each hashed id's next claim starts at, so that many claims of one id (a page control's dots) take
    /// linear time, not quadratic.
    private var nextCounter: [String: Int] = [:]

    /// `base` if free, else `base-<hash of distinguishing>`, else that followed by `-2`, `-3`, …. `distinguishing`
    /// is only worked out when `base` is taken.
    mutating func claim(_ base: String, distinguishing: @autoclosure () -> String) -> String {
        if used.insert(base).inserted { return base }
        let hashed = base + "-" + StableHash.hex(distinguishing())
        if used.insert(hashed).inserted { return hashed }
        var counter = nextCounter[hashed] ?? 2
        while !used.insert("\(hashed)-\(counter)").inserted { counter += 1 }
        nextCounter[hashed] = counter + 1
        return "\(hashed)-\(counter)"
    }
}
