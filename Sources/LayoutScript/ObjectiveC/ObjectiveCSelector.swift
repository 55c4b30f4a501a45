/// An Objective-C message as the front end writes it in Swift — the selector's first piece as the method's name,
/// the others as argument labels (`[button setTitle:t forState:s]` is `button.setTitle(t, forState: s)`) — and how
/// well a Swift name UIKit imports it as fits, by the importer's rules: the first piece is the Swift name followed
/// by its first label (`systemFontOfSize:` is `systemFont(ofSize:)`, `dequeueReusableCellWithIdentifier:` is
/// `dequeueReusableCell(withIdentifier:)`), an initializer's `With` is dropped (`colorWithRed:` is
/// `init(red:)`), and a label may lose the type words that end it (`forState:` is `for:`, `registerClass:` is
/// `register(_:)`).
///
/// ```swift
/// let selector = ObjectiveCSelector(name: "setTitle", labels: [nil, "forState"])
/// selector.fit(name: "setTitle", labels: [nil, "for"])   // 4: the first piece exact, the second pruned
/// ```
struct ObjectiveCSelector: Equatable {
    /// The selector's pieces (`["setTitle", "forState"]`).
    let pieces: [String]
    /// How many arguments the message passes.
    let argumentCount: Int

    init(name: String, labels: [String?]) {
        pieces = [name] + labels.dropFirst().map { $0 ?? "" }
        argumentCount = labels.count
    }

    /// The selector as Objective-C writes it (`setTitle:forState:`).
    var text: String {
        argumentCount == 0 ? pieces[0] : pieces.map { $0 + ":" }.joined()
    }

    /// How well the Swift name `name(labels…)` fits: higher is closer, nil when it does not fit.
    func fit(name: String, labels: [String?], stem: String? = nil) -> Int? {
        guard labels.count == argumentCount else { return nil }
        guard argumentCount > 0 else { return pieces[0] == name ? 3 : nil }
        let head = stem ?? name
        guard pieces[0].hasPrefix(head) else { return nil }
        let rest = String(pieces[0].dropFirst(head.count))
        guard var score = Self.fit(rest, first: labels[0]) else { return nil }
        for (piece, label) in zip(pieces.dropFirst(), labels.dropFirst()) {
            guard let label else { return nil }
            if piece == label { score += 3 } else if piece.hasPrefix(label), Self.startsWord(piece, at: label.count) {
                score += 1
            } else { return nil }
        }
        return score
    }

    /// How the first piece's remainder after the name fits the first label.
    private static func fit(_ rest: String, first label: String?) -> Int? {
        guard let label else {
            if rest.isEmpty { return 3 }
            return rest.first?.isUppercase == true ? 1 : nil
        }
        let capitalized = label.prefix(1).uppercased() + label.dropFirst()
        for (prefix, exact, pruned) in [("", 3, 1), ("With", 2, 1)] {
            let written = prefix + capitalized
            if rest == written { return exact }
            if rest.hasPrefix(written), startsWord(rest, at: written.count) { return pruned }
        }
        return nil
    }

    /// Whether a new capitalised word begins at `offset` (a pruned type word, not the middle of one).
    private static func startsWord(_ text: String, at offset: Int) -> Bool {
        let index = text.index(text.startIndex, offsetBy: offset)
        return index == text.endIndex || text[index].isUppercase
    }
}
