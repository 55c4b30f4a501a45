/// The Objective-C initializer family as Swift imports it: a selector whose first piece is `init` or `init` followed
/// by a capitalised word is an initializer, and that word, less a leading `With`, is its first label
/// (`initWithStyle:reuseIdentifier:` is `init(style:reuseIdentifier:)`, `initWithFrame:` `init(frame:)`).
///
/// ```swift
/// InitializerSelector.firstLabel(of: "initWithFrame")   // "frame"
/// InitializerSelector.firstLabel(of: "initialize")      // nil: not an initializer
/// ```
enum InitializerSelector {
    /// The first label of an initializer's first piece (`""` for plain `init`), nil when the piece is not one.
    static func firstLabel(of piece: String) -> String? {
        guard piece.hasPrefix("init") else { return nil }
        var rest = piece.dropFirst(4)
        guard rest.isEmpty || rest.first?.isUppercase == true else { return nil }
        if rest.hasPrefix("With") { rest = rest.dropFirst(4) }
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// The Swift labels of an initializer's pieces, nil when the first piece is not an initializer's.
    static func labels(of pieces: [String]) -> [String?]? {
        guard let first = pieces.first, let label = firstLabel(of: first) else { return nil }
        return [label] + pieces.dropFirst().map { Optional($0) }
    }
}
