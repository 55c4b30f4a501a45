import LayoutScene

/// Colours for the items of one class in another appearance: the SVG back end writes them as rules in a
/// `@media (prefers-color-scheme: dark)` block, overriding the items' own colours (which PNG and PDF draw).
///
/// ```swift
/// list.darkStyles = [DisplayClassStyle(className: "state-ok", fill: nil, stroke: Color(hex: 0x0A84FF)),
///                    DisplayClassStyle(className: "background", fill: Color(hex: 0x1C1C1E), stroke: nil)]
/// ```
public struct DisplayClassStyle: Sendable, Hashable {
    /// The class the rule applies to, as in ``DisplayItem/classes`` (`"background"` for the list's background).
    ///
    /// ```swift
    /// DisplayClassStyle(className: "guide", fill: nil, stroke: .systemBlue).className // "guide"
    /// ```
    public var className: String
    /// The fill (shapes, text, the background), or `nil` to keep the items' own.
    ///
    /// ```swift
    /// style.fill = Color(hex: 0x1C1C1E)
    /// ```
    public var fill: Color?
    /// The stroke (outlines, lines), or `nil` to keep the items' own.
    ///
    /// ```swift
    /// style.stroke = Color(hex: 0x0A84FF)
    /// ```
    public var stroke: Color?

    /// Creates a class style.
    ///
    /// ```swift
    /// let label = DisplayClassStyle(className: "label", fill: .white, stroke: nil)
    /// ```
    public init(className: String, fill: Color?, stroke: Color?) {
        self.className = className
        self.fill = fill
        self.stroke = stroke
    }
}
