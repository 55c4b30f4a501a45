/// "Did you mean …?" for a misspelt name: the closest candidate by edit distance, if it is close enough.
enum Suggestion {
    /// The candidate nearest to `name` within a third of its length (at least one edit), if any.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, name.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) || distance == best?.distance && candidate < best!.name {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// `message` followed by `; did you mean 'x'?` when a candidate is close.
    static func message(_ message: String, name: String, candidates: some Sequence<String>) -> String {
        guard let match = closest(to: name, among: candidates) else { return message }
        return "\(message); did you mean '\(match)'?"
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
