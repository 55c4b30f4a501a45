/// Turns display-list ids into valid, unique XML ids and class names into CSS-safe ones, deterministically:
/// characters other than ASCII letters, digits, `-`, `_` and `.` become `-`, a name that does not start with a
/// letter or `_` gets a `_` in front, and a repeated id gets `-2`, `-3`, … in document order. The ids `title`
/// and `desc` are taken by the SVG's own elements.
struct SVGIdentifiers {
    private var used: Set<String> = ["title", "desc"]

    /// A new unique id made from `id`.
    mutating func unique(_ id: String) -> String {
        let base = Self.name(id)
        var candidate = base
        var suffix = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        used.insert(candidate)
        return candidate
    }

    /// `id` or a class name as a valid XML name (not made unique).
    static func name(_ id: String) -> String {
        var name = String(id.unicodeScalars.map { scalar -> Character in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                             || scalar == "-" || scalar == "_" || scalar == ".")
            return allowed ? Character(scalar) : "-"
        })
        if name.isEmpty { return "_" }
        if let first = name.unicodeScalars.first, !(first.isASCII && first.properties.isAlphabetic) && first != "_" {
            name = "_" + name
        }
        return name
    }
}
