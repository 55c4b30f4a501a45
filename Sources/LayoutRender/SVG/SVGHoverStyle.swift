import LayoutPainter

/// The CSS that turns an SVG into Interface Builder's selection: hovering a view (its own shapes and text, not a
/// subview's) dims every guide that does not relate to it, so its own guides stand out; each guide's `<title>`
/// (the constraint's description with its source line) is the browser's tooltip. Pure CSS (`:has()`), no
/// script; without a pointer nothing changes, so the static picture is the same.
///
/// ```swift
/// SVGHoverStyle.rules(for: list)
/// // ["g.view > :not(.view) { pointer-events: all; }",
/// //  #"svg:has([id="view-title"] > :not(.view):hover) g.guide:not([class~="for-title"]) { opacity: 0.15; }"#]
/// ```
enum SVGHoverStyle {
    /// The opacity of guides that do not relate to the hovered view.
    static let dimmedOpacity = "0.15"

    /// One rule per view that has guides, in drawing order, after one that lets views without a fill be hovered;
    /// empty when the list has no guides keyed to views.
    static func rules(for list: DisplayList) -> [String] {
        var viewKeys: [String] = []
        var guidedKeys: Set<String> = []
        for case .group(let group) in list.flattened {
            if group.classes.contains("view"), group.id.hasPrefix("view-") {
                viewKeys.append(String(group.id.dropFirst("view-".count)))
            } else if group.classes.contains("guide") {
                for name in group.classes where name.hasPrefix("for-") { guidedKeys.insert(String(name.dropFirst(4))) }
            }
        }
        let keys = viewKeys.filter(guidedKeys.contains)
        guard !keys.isEmpty else { return [] }
        return ["g.view > :not(.view) { pointer-events: all; }"] + keys.map { key in
            let view = SVGIdentifiers.name("view-" + key), guide = SVGIdentifiers.name("for-" + key)
            return #"svg:has([id="\#(view)"] > :not(.view):hover) g.guide:not([class~="\#(guide)"]) "#
                + "{ opacity: \(dimmedOpacity); }"
        }
    }
}
