/// "Did you mean …?" for a misspelt name: the closest candidate by edit distance, if it is close enough.
enum Suggestion {
    /// The candidate nearest to `name` within a third of its length (at least one edit), if any.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        closest(to: name, among: candidates, limit: max(1, name.count / 3))
    }

    /// `; did you mean 'gray'?` when `name` looks like a misspelling of one of `candidates`, else empty: the clause a
    /// warning about an unknown name ends with.
    ///
    /// ```swift
    /// Suggestion.clause("gray3", among: ["gray", "red"]) // "; did you mean 'gray'?"
    /// ```
    static func clause(_ name: String, among candidates: [String]) -> String {
        guard isLikelyMisspelling(name, of: candidates), let closest = closest(to: name, among: candidates) else {
            return ""
        }
        return "; did you mean '\(closest)'?"
    }

    /// Whether `name` is most likely a misspelling of a candidate starting in the same case (one edit, two for names
    /// of ten characters or more unless the two replace a whole word): such a name is an error with a suggestion;
    /// any other unknown name is an unknown symbol (`UIImageView` is not a misspelt `imageView`, nor `BKColor` a
    /// misspelt `Color`, nor an app's `UICollectionViewFlexLayout` a misspelt `UICollectionViewFlowLayout`, nor
    /// `Colors` a misspelt `Color`: a plural is a name of its own; nor `snEqualTo` a misspelt `equalTo`: a word added
    /// makes a name of its own).
    static func isLikelyMisspelling(_ name: String, of candidates: some Sequence<String>) -> Bool {
        let uppercase = name.first?.isUppercase == true
        let sameCase = candidates.filter {
            ($0.first?.isUppercase == true) == uppercase && name != $0 + "s" && $0 != name + "s" && !addsAWord(name, $0)
        }
        if closest(to: name, among: sameCase, limit: 1) != nil { return true }
        guard name.count >= 10 else { return false }
        return closest(to: name, among: sameCase.filter { !replacesAWord(name, $0) }, limit: 2) != nil
    }

    /// Whether two camel-case names of as many words differ in a word changed by half its letters or more
    /// (`Flex` for `Flow`): a different word, not a typo.
    private static func replacesAWord(_ a: String, _ b: String) -> Bool {
        let wordsA = words(a), wordsB = words(b)
        guard wordsA.count == wordsB.count else { return false }
        return zip(wordsA, wordsB).contains { x, y in
            x != y && 2 * editDistance(x.lowercased(), y.lowercased()) >= max(x.count, y.count)
        }
    }

    /// Whether one name is the other with a whole camel-case word added (`snEqualToSuperview` beside
    /// `equalToSuperview`, `topInset` beside `top`): an app's own name built on the other, not a typo.
    private static func addsAWord(_ a: String, _ b: String) -> Bool {
        let wordsA = words(a).map { $0.lowercased() }, wordsB = words(b).map { $0.lowercased() }
        let (longer, shorter) = wordsA.count > wordsB.count ? (wordsA, wordsB) : (wordsB, wordsA)
        guard longer.count == shorter.count + 1 else { return false }
        return longer.indices.contains { index in
            var without = longer
            without.remove(at: index)
            return without == shorter
        }
    }

    /// The camel-case words of a name: `UICollectionViewFlowLayout` → `UICollection`, `View`, `Flow`, `Layout`.
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if let last = words.last, !(character.isUppercase && last.contains(where: \.isLowercase)) {
                words[words.count - 1].append(character)
            } else {
                words.append(String(character))
            }
        }
        return words
    }

    private static func closest(to name: String, among candidates: some Sequence<String>, limit: Int) -> String? {
        var best: (name: String, distance: Int)?
        let lowered = name.lowercased()
        let length = lowered.count
        // the distance is at least the difference in length: most candidates are ruled out without a table
        for candidate in candidates where candidate != name && abs(candidate.count - length) <= limit {
            let distance = editDistance(lowered, candidate.lowercased())
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

    /// Edits (insertions, deletions, substitutions, swaps of neighbours) turning `a` into `b`.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
