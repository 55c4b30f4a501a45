import LayoutScene

/// The families a ``FontLibrary`` can draw and how requested names map onto them: `nil` (the system font) and
/// `sans-serif` to Inter (Inter Display from 20 pt), unknown names to Inter, `monospace` and `serif` to the DejaVu
/// families, anything else by case-insensitive name.
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

    /// The family to draw `requested` at `pointSize` with, and a warning when it had to fall back to the default.
    func resolve(_ requested: String?, pointSize: Double) -> (family: String, warning: String?) {
        let system = pointSize >= FontSet.displaySizeThreshold ? FontSet.displayFamily : FontSet.textFamily
        guard let requested else { return (system, nil) }
        switch requested.lowercased() {
        case Font.monospacedFamily: return (FontLibrary.monospacedFamily, nil)
        case "sans-serif": return (system, nil)
        case "serif": return (FontLibrary.serifFamily, nil)
        default: break
        }
        if let family = canonicalNames[requested.lowercased()] { return (family, nil) }
        return (system, "font family '\(requested)' is not available; using the system font (\(FontSet.textFamily))")
    }

    /// The CSS generic family that best stands in for `family`: `monospace` for fixed-pitch fonts, `serif`
    /// for families named "… Serif" (and not "Sans"), else `sans-serif`.
    func genericFamily(of family: String) -> String {
        if monospacedNames.contains(family) { return "monospace" }
        if family.contains("Serif") && !family.contains("Sans") { return "serif" }
        return "sans-serif"
    }
}
