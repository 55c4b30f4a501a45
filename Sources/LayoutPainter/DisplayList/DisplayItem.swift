/// One thing to draw.
///
/// ```swift
/// switch item {
/// case .group(let group): print("group", group.id)
/// case .shape(let shape): print("shape", shape.rect)
/// case .text(let text): print("text", text.lines.map(\.text))
/// case .line(let line): print("line", line.from, line.to)
/// case .image(let image): print("image", image.rect)
/// case .polygon(let polygon): print("polygon", polygon.points)
/// }
/// ```
public enum DisplayItem: Sendable, Hashable {
    /// Items drawn together with a shared opacity and optional clip (a view and its subviews).
    case group(DisplayGroup)
    /// A filled and/or stroked rectangle, possibly with rounded corners.
    case shape(DisplayShape)
    /// Lines of text at fixed positions.
    case text(DisplayText)
    /// A straight stroke, optionally with perpendicular end caps (an I-bar).
    case line(DisplayLine)
    /// A bitmap scaled into a rectangle (an image view's picture).
    case image(DisplayImage)
    /// A filled and/or stroked closed polygon (a symbol placeholder's glyph).
    case polygon(DisplayPolygon)

    /// The item's stable id (derived from view and constraint names, never from counters or addresses).
    ///
    /// ```swift
    /// item.id // "view-card"
    /// ```
    public var id: String {
        switch self {
        case .group(let group): group.id
        case .shape(let shape): shape.id
        case .text(let text): text.id
        case .line(let line): line.id
        case .image(let image): image.id
        case .polygon(let polygon): polygon.id
        }
    }

    /// The item's classes (SVG `class`), e.g. `["guide", "guide-optional", "state-conflict"]`.
    ///
    /// ```swift
    /// item.classes.contains("guide") // true for constraint guides
    /// ```
    public var classes: [String] {
        switch self {
        case .group(let group): group.classes
        case .shape(let shape): shape.classes
        case .text(let text): text.classes
        case .line(let line): line.classes
        case .image(let image): image.classes
        case .polygon(let polygon): polygon.classes
        }
    }
}
