import LayoutScene

/// The families a ``FontLibrary`` can draw and how requested names map onto them: `nil` (the system font)
/// and unknown names to the default family, the generic names `monospace`, `sans-serif` and `serif` to the
/// DejaVu families, anything else by case-insensitive name.
struct FontFamilyTable: Sendable {
    /// Family names as the fonts spell them, sorted.
    let names: [String]
    private let canonicalNames: [String: String]
    private let monospacedNames: Set<String>

    init(faces: [FontFace]) {
        var canonical: [String: String] = [:]
        var monospaced: Set<String> = []
        for face in faces {
            for family in face.families {
                canonical[family.lowercased(), default: family] = family
                if face.isMonospaced { monospaced.insert(family) }
            }
        }
        canonicalNames = canonical
        monospacedNames = monospaced
        names = Set(canonical.values).sorted()
    }

    /// The family to draw `requested` with, and a warning when it had to fall back to the default.
    func resolve(_ requested: String?) -> (family: String, warning: String?) {
        guard let requested else { return (FontLibrary.defaultFamily, nil) }
        switch requested.lowercased() {
        case Font.monospacedFamily: return (FontLibrary.monospacedFamily, nil)
        case "sans-serif": return (FontLibrary.defaultFamily, nil)
        case "serif": return (FontLibrary.serifFamily, nil)
        default: break
        }
        if let family = canonicalNames[requested.lowercased()] { return (family, nil) }
        return (FontLibrary.defaultFamily,
                "font family '\(requested)' is not available; using \(FontLibrary.defaultFamily)")
    }

    /// The CSS generic family that best stands in for `family`: `monospace` for fixed-pitch fonts, `serif`
    /// for families named "… Serif" (and not "Sans"), else `sans-serif`.
    func genericFamily(of family: String) -> String {
        if monospacedNames.contains(family) { return "monospace" }
        if family.contains("Serif") && !family.contains("Sans") { return "serif" }
        return "sans-serif"
    }
}
