import Foundation

/// The attributes of a run of attributed text, as an `NSAttributedString` attribute dictionary; `nil` members are
/// unset (a label fills ``font`` and ``foregroundColor`` with its own).
///
/// ```swift
/// var bold = TextAttributes()
/// bold.font = .boldSystemFont(ofSize: 17)
/// bold.kern = 1.5
/// ```
public struct TextAttributes: Hashable, Sendable {
    /// `.font`.
    public var font: Font?
    /// `.foregroundColor`.
    public var foregroundColor: Color?
    /// `.backgroundColor`: filled behind the run's glyphs.
    public var backgroundColor: Color?
    /// `.kern`: points added after each character.
    public var kern: CGFloat?
    /// `.paragraphStyle`.
    public var paragraphStyle: ParagraphStyle?
    /// `.underlineStyle`: an `NSUnderlineStyle` raw value, 0 for none.
    public var underlineStyle: Int?
    /// `.strikethroughStyle`: an `NSUnderlineStyle` raw value, 0 for none.
    public var strikethroughStyle: Int?
    /// `.baselineOffset`: points the run is raised by.
    public var baselineOffset: CGFloat?

    /// No attributes.
    ///
    /// ```swift
    /// let plain = TextAttributes()
    /// ```
    public init() {}

    /// These attributes with `other`'s set members replacing them (`addAttributes(_:range:)`).
    ///
    /// ```swift
    /// let merged = base.merging(bold)
    /// ```
    public func merging(_ other: TextAttributes) -> TextAttributes {
        var merged = self
        merged.font = other.font ?? font
        merged.foregroundColor = other.foregroundColor ?? foregroundColor
        merged.backgroundColor = other.backgroundColor ?? backgroundColor
        merged.kern = other.kern ?? kern
        merged.paragraphStyle = other.paragraphStyle ?? paragraphStyle
        merged.underlineStyle = other.underlineStyle ?? underlineStyle
        merged.strikethroughStyle = other.strikethroughStyle ?? strikethroughStyle
        merged.baselineOffset = other.baselineOffset ?? baselineOffset
        return merged
    }

    /// Whether the run is underlined.
    ///
    /// ```swift
    /// attributes.isUnderlined // true for NSUnderlineStyle.single
    /// ```
    public var isUnderlined: Bool { (underlineStyle ?? 0) != 0 }

    /// Whether the run is struck through.
    ///
    /// ```swift
    /// attributes.isStruckThrough
    /// ```
    public var isStruckThrough: Bool { (strikethroughStyle ?? 0) != 0 }
}
